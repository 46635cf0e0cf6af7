import { limits } from '@edu/shared';

type AdminPagerProps = {
  /** Where the list stands; nothing is shown before its first page has come. */
  pageInfo: { page: number; total: number } | undefined;
  size: number;
  onPage: (page: number) => void;
};

/** The `onPage` of a list whose filter state carries its page: turning the page keeps the rest of the filter. */
export const turnPageOf =
  <Filter extends { page: number }>(setFilter: (update: (current: Filter) => Filter) => void) =>
  (page: number) =>
    setFilter((current) => ({ ...current, page }));

const buttonClass =
  'inline-flex min-w-9 items-center justify-center rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100';

/** Page buttons for the admin tables, two pages either side of the current one (spec §9 pager range 2). */
export function AdminPager({ pageInfo, size, onPage }: AdminPagerProps) {
  if (!pageInfo) return null;
  const { page, total } = pageInfo;
  const last = Math.max(Math.ceil(total / size), 1);
  if (last <= 1) return null;
  const start = Math.max(page - limits.pagerRange, 1);
  const end = Math.min(page + limits.pagerRange, last);
  const pages = Array.from({ length: end - start + 1 }, (_, n) => start + n);

  return (
    <nav aria-label="페이지" className="mt-4 flex flex-wrap items-center justify-center gap-1">
      <button type="button" className={buttonClass} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <span aria-hidden="true">‹</span>
        <span className="sr-only">이전 페이지</span>
      </button>
      {pages.map((target) => (
        <button
          key={target}
          type="button"
          aria-current={target === page ? 'page' : undefined}
          aria-label={`${target} 페이지`}
          className={
            target === page ? `${buttonClass} bg-brand-600 text-white hover:bg-brand-600` : buttonClass
          }
          onClick={() => onPage(target)}
        >
          {target}
        </button>
      ))}
      <button type="button" className={buttonClass} disabled={page >= last} onClick={() => onPage(page + 1)}>
        <span aria-hidden="true">›</span>
        <span className="sr-only">다음 페이지</span>
      </button>
    </nav>
  );
}
