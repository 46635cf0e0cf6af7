import { type ComponentType, lazy, Suspense, useState } from 'react';
import { PageLoading } from '@/components/layout/page-loading';
import { type ManagementTab, orderedTabs } from '../management-tabs';

/** One lazy component per tab, made once, so switching back to a tab does not load it again. */
const lazyTabs = new Map<string, ComponentType>();
function tabComponent(tab: ManagementTab): ComponentType {
  let component = lazyTabs.get(tab.key);
  if (!component) {
    component = lazy(async () => ({ default: (await tab.load()).Tab }));
    lazyTabs.set(tab.key, component);
  }
  return component;
}

type ShellProps = { activeKey: string | null; onSelect: (key: string) => void };

const tabButtonClass = (active: boolean) =>
  `whitespace-nowrap rounded-t-lg border-b-2 px-4 py-2.5 text-sm font-semibold ${
    active ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-600 hover:text-slate-900'
  }`;

/**
 * The admin area: a tab bar on wide screens, a side menu behind a button on small ones (spec §2).
 * Only the chosen tab's code is loaded.
 */
export function ManagementShell({ activeKey, onSelect }: ShellProps) {
  const tabs = orderedTabs();
  const active = tabs.find((tab) => tab.key === activeKey) ?? tabs[0];
  const [menuOpen, setMenuOpen] = useState(false);
  if (!active) return null;
  const ActiveTab = tabComponent(active);

  const choose = (key: string) => {
    setMenuOpen(false);
    onSelect(key);
  };

  return (
    <div>
      <div className="mb-4 flex items-center justify-between lg:hidden">
        <h2 className="text-lg font-bold text-slate-900">{active.label}</h2>
        <button
          type="button"
          aria-expanded={menuOpen}
          aria-controls="management-side-menu"
          className="rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-700"
          onClick={() => setMenuOpen((open) => !open)}
        >
          관리 메뉴
        </button>
      </div>
      {menuOpen && (
        <nav id="management-side-menu" aria-label="관리 메뉴" className="mb-4 lg:hidden">
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
            {tabs.map((tab) => (
              <li key={tab.key}>
                <button
                  type="button"
                  aria-current={tab.key === active.key ? 'page' : undefined}
                  className={`block w-full px-4 py-3 text-left text-sm ${
                    tab.key === active.key ? 'font-bold text-brand-700' : 'text-slate-700'
                  }`}
                  onClick={() => choose(tab.key)}
                >
                  {tab.label}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div
        role="tablist"
        aria-label="관리 메뉴"
        className="mb-6 hidden overflow-x-auto border-b border-slate-200 lg:flex"
      >
        {tabs.map((tab) => (
          <button
            key={tab.key}
            type="button"
            role="tab"
            id={`management-tab-${tab.key}`}
            aria-selected={tab.key === active.key}
            aria-controls="management-panel"
            className={tabButtonClass(tab.key === active.key)}
            onClick={() => choose(tab.key)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <section id="management-panel" role="tabpanel" aria-labelledby={`management-tab-${active.key}`}>
        <Suspense fallback={<PageLoading />}>
          <ActiveTab key={active.key} />
        </Suspense>
      </section>
    </div>
  );
}
