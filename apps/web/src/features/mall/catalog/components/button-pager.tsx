import type { PageInfo } from '@edu/shared';
import { pagerNeighbours, pagerPages } from '@/lib/pager';

const buttonClass =
  'inline-flex min-w-9 items-center justify-center rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100';

type ButtonPagerProps = { pageInfo: PageInfo; onChange: (page: number) => void; label: string };

/** A pager that changes a part of the page (the reviews) rather than the address. */
export function ButtonPager({ pageInfo, onChange, label }: ButtonPagerProps) {
  const pages = pagerPages(pageInfo);
  const { previous, following } = pagerNeighbours(pageInfo);
  if (pages.length <= 1 && previous === null && following === null) return null;
  return (
    <nav aria-label={label} className="mt-6 flex flex-wrap items-center justify-center gap-1">
      {previous !== null && (
        <button type="button" onClick={() => onChange(previous)} className={buttonClass}>
          <span aria-hidden="true">‹</span>
          <span className="sr-only">이전 페이지</span>
        </button>
      )}
      {pages.map((page) => (
        <button
          key={page}
          type="button"
          aria-label={`${page} 페이지`}
          aria-current={page === pageInfo.page ? 'page' : undefined}
          onClick={() => page !== pageInfo.page && onChange(page)}
          className={`${buttonClass} ${page === pageInfo.page ? 'bg-brand-600 text-white hover:bg-brand-600' : ''}`}
        >
          {page}
        </button>
      ))}
      {following !== null && (
        <button type="button" onClick={() => onChange(following)} className={buttonClass}>
          <span aria-hidden="true">›</span>
          <span className="sr-only">다음 페이지</span>
        </button>
      )}
    </nav>
  );
}
