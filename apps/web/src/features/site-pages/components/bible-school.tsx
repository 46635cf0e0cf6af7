import { type KeyboardEvent, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSitePage } from '../api/get-site-page';
import { bibleSchoolTabOf, bibleSchoolTabs } from '../lib/section-pages';
import { ContentPage } from './content-page';
import { SitePageBody } from './site-page-body';

const tabId = (key: string) => `bible-school-tab-${key}`;

/** /bible-school: the summer and winter schools as two tabs, chosen by `?tab=summer|winter`. */
export function BibleSchool() {
  const [search, setSearch] = useSearchParams();
  const active = bibleSchoolTabOf(search.get('tab'));
  const query = useSitePage(active.slug);
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});
  useDocumentTitle(active.label);

  const choose = (key: string) => setSearch({ tab: key }, { preventScrollReset: true });

  // Left and right arrows switch to the neighbouring tab and move there.
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const next = bibleSchoolTabs[(index + step + bibleSchoolTabs.length) % bibleSchoolTabs.length];
    if (!next) return;
    choose(next.key);
    tabRefs.current[next.key]?.focus();
  };

  return (
    <ContentPage title="성경학교">
      <div role="tablist" aria-label="성경학교" className="mb-6 flex gap-2 border-b border-slate-200">
        {bibleSchoolTabs.map((tab, index) => {
          const selected = tab.key === active.key;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                tabRefs.current[tab.key] = element;
              }}
              type="button"
              role="tab"
              id={tabId(tab.key)}
              aria-selected={selected}
              aria-controls="bible-school-panel"
              tabIndex={selected ? 0 : -1}
              onClick={() => choose(tab.key)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className="-mb-px border-b-2 border-transparent px-4 py-3 font-semibold text-slate-500 hover:text-slate-900 aria-selected:border-brand-600 aria-selected:text-brand-700"
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id="bible-school-panel" aria-labelledby={tabId(active.key)}>
        {query.data && (
          <h2 className="mb-6 text-xl font-bold text-slate-900 sm:text-2xl">{query.data.title}</h2>
        )}
        <SitePageBody query={query} />
      </div>
    </ContentPage>
  );
}
