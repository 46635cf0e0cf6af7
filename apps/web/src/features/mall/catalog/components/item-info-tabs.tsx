import type { ItemDetail } from '@edu/shared';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useIsTall } from '../hooks/use-is-tall';

type TabKey = 'description' | 'usage' | 'copyright';
const tabs: { key: TabKey; label: string }[] = [
  { key: 'description', label: '상품정보' },
  { key: 'usage', label: '이용안내' },
  { key: 'copyright', label: '저작권 안내' },
];

/** The three tabs of the item page (spec §2): product info (folding), usage guide and copyright info. */
export function ItemInfoTabs({
  item,
}: {
  item: Pick<ItemDetail, 'description' | 'usageGuide' | 'copyrightInfo'>;
}) {
  const baseId = useId();
  const [active, setActive] = useState<TabKey>('description');
  const tabRefs = useRef<Partial<Record<TabKey, HTMLButtonElement | null>>>({});

  // Arrow keys, Home and End move between the tabs (WAI-ARIA tabs pattern, automatic activation).
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.key === active);
    const target =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : null;
    if (target === null) return;
    event.preventDefault();
    const key = tabs[target]?.key ?? 'description';
    setActive(key);
    tabRefs.current[key]?.focus();
  };

  return (
    <section aria-label="상품 안내" className="space-y-6">
      <div role="tablist" aria-label="상품 안내" className="flex border-b border-slate-200">
        {tabs.map((tab) => {
          const selected = tab.key === active;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                tabRefs.current[tab.key] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.key}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${tab.key}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setActive(tab.key)}
              onKeyDown={onKeyDown}
              className={`-mb-px flex-1 border-b-2 px-2 py-3 text-sm font-semibold sm:flex-none sm:px-6 sm:text-base ${
                selected
                  ? 'border-brand-600 text-brand-700'
                  : 'border-transparent text-slate-500 hover:text-slate-800'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${baseId}-panel-${tab.key}`}
          aria-labelledby={`${baseId}-tab-${tab.key}`}
          hidden={tab.key !== active}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA tabs pattern makes a panel without controls focusable.
          tabIndex={0}
          className="focus-visible:outline-offset-4"
        >
          {tab.key === 'description' ? (
            <FoldingHtml html={item.description} />
          ) : (
            <GuideText text={tab.key === 'usage' ? item.usageGuide : item.copyrightInfo} />
          )}
        </div>
      ))}
    </section>
  );
}

/** The description (HTML sanitised by the server), folded to half the window when taller, with 더보기 / 접기. */
function FoldingHtml({ html }: { html: string }) {
  const id = useId();
  const frameRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const tall = useIsTall(contentRef);
  const [open, setOpen] = useState(false);
  const folded = tall && !open;

  const toggle = () => {
    setOpen(!open);
    // Folding again leaves the reader at the top of the description rather than far below it.
    const frame = frameRef.current;
    if (open && frame && frame.getBoundingClientRect().top < 0) frame.scrollIntoView({ block: 'start' });
  };

  return (
    <div>
      <div
        ref={frameRef}
        id={id}
        className="relative scroll-mt-20 overflow-hidden"
        style={folded ? { maxHeight: '50vh' } : undefined}
      >
        <div
          ref={contentRef}
          className="rich-text"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server when stored.
          dangerouslySetInnerHTML={{ __html: html }}
        />
        {folded && (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-x-0 bottom-0 h-24 bg-gradient-to-t from-white to-transparent"
          />
        )}
      </div>
      {tall && (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={toggle}
          className="mx-auto mt-4 flex w-full max-w-xs items-center justify-center gap-1 rounded-xl border border-slate-300 px-4 py-3 text-sm font-semibold text-slate-700 hover:bg-slate-50"
        >
          {open ? '접기' : '더보기'}
          <span aria-hidden="true">{open ? '▲' : '▼'}</span>
        </button>
      )}
    </div>
  );
}

/** The usage guide or copyright notice: HTML from the catalogue (sanitised by the server), or plain lines. */
function GuideText({ text }: { text: string }) {
  if (!/<[a-z][^>]*>/i.test(text)) {
    return <div className="leading-relaxed whitespace-pre-line text-slate-800">{text}</div>;
  }
  return (
    <div
      className="rich-text"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server when stored.
      dangerouslySetInnerHTML={{ __html: text }}
    />
  );
}
