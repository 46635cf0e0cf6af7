import { type ComponentType, lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { PageLoading } from '@/components/layout/page-loading';
import { groupedTabs, type ManagementTab, orderedTabs } from '../management-tabs';

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

// At 1366 × 900 all 24 entries stand in the window at once (24 px each: a target's minimum size).
const menuLinkClass = (active: boolean) =>
  `block rounded-lg px-3 py-2.5 text-sm lg:py-0.5 ${
    active ? 'bg-brand-50 font-bold text-brand-700' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
  }`;

/**
 * The admin area: the tabs listed under four headings in a side menu, every one a click away; on small
 * screens the menu opens behind a button (spec §2). Each tab keeps its `?tab=` address, and only the
 * chosen tab's code is loaded.
 */
export function ManagementShell({ activeKey }: { activeKey: string | null }) {
  const tabs = orderedTabs();
  const active = tabs.find((tab) => tab.key === activeKey) ?? tabs[0];
  const [menuOpen, setMenuOpen] = useState(false);
  if (!active) return null;
  const ActiveTab = tabComponent(active);

  return (
    // Small screens: the title with the menu button, the menu when open, then the tab. Wide ones put the
    // menu in a column left of title and tab. The button comes first so focus goes from it into the menu.
    <div className="grid grid-cols-[minmax(0,1fr)_auto] lg:grid-cols-[11rem_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:gap-x-8">
      <button
        type="button"
        aria-expanded={menuOpen}
        aria-controls="management-menu"
        className="col-start-2 row-start-1 mb-4 self-center rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-700 lg:hidden"
        onClick={() => setMenuOpen((open) => !open)}
      >
        관리 메뉴
      </button>
      <nav
        id="management-menu"
        aria-label="관리 메뉴"
        className={`col-span-2 row-start-2 mb-4 rounded-lg border border-slate-200 bg-white p-2 lg:sticky lg:top-20 lg:col-span-1 lg:col-start-1 lg:row-span-2 lg:row-start-1 lg:mb-0 lg:max-h-[calc(100dvh-6rem)] lg:self-start lg:overflow-y-auto lg:border-0 lg:p-0 ${
          menuOpen ? '' : 'max-lg:hidden'
        }`}
      >
        {/* Headings, not list names: a name such as 컨퍼런스 would be read as the label of the tabs' own fields. */}
        <div className="grid grid-cols-2 gap-x-2 gap-y-4 lg:grid-cols-1 lg:gap-y-2">
          {groupedTabs().map((group) => (
            <section key={group.key}>
              <h2 className="px-3 pb-1 text-xs font-bold text-slate-500">{group.label}</h2>
              <ul>
                {group.tabs.map((tab) => (
                  <li key={tab.key}>
                    <Link
                      to={`/management?tab=${tab.key}`}
                      aria-current={tab.key === active.key ? 'page' : undefined}
                      className={menuLinkClass(tab.key === active.key)}
                      onClick={() => setMenuOpen(false)}
                    >
                      {tab.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </nav>
      <h2 className="col-start-1 row-start-1 mb-4 self-center text-lg font-bold text-slate-900 lg:col-start-2">
        {active.label}
      </h2>
      <div className="col-span-2 row-start-3 min-w-0 lg:col-span-1 lg:col-start-2 lg:row-start-2">
        <Suspense fallback={<PageLoading />}>
          <ActiveTab key={active.key} />
        </Suspense>
      </div>
    </div>
  );
}
