import { Link, useLocation } from 'react-router';

type LinkPagerProps = {
  current: number;
  /** The page numbers shown, in order. */
  pages: number[];
  /** Where ‹ and › lead, or null to leave them out. */
  previous: number | null;
  following: number | null;
};

const linkClass =
  'inline-flex min-w-9 items-center justify-center rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100';

/** Page links as `?page=N` of the current address (other query values kept; page 1 drops it). */
export function LinkPager({ current, pages, previous, following }: LinkPagerProps) {
  const location = useLocation();
  if (pages.length <= 1 && previous === null && following === null) return null;
  const to = (target: number) => {
    const search = new URLSearchParams(location.search);
    if (target > 1) search.set('page', String(target));
    else search.delete('page');
    const text = search.toString();
    return `${location.pathname}${text ? `?${text}` : ''}`;
  };

  return (
    <nav aria-label="페이지" className="mt-8 flex flex-wrap items-center justify-center gap-1">
      {previous !== null && (
        <Link to={to(previous)} className={linkClass}>
          <span aria-hidden="true">‹</span>
          <span className="sr-only">이전 페이지</span>
        </Link>
      )}
      {pages.map((target) =>
        target === current ? (
          <span
            key={target}
            aria-current="page"
            className={`${linkClass} bg-brand-600 text-white hover:bg-brand-600`}
          >
            {target}
          </span>
        ) : (
          <Link key={target} to={to(target)} className={linkClass} aria-label={`${target} 페이지`}>
            {target}
          </Link>
        ),
      )}
      {following !== null && (
        <Link to={to(following)} className={linkClass}>
          <span aria-hidden="true">›</span>
          <span className="sr-only">다음 페이지</span>
        </Link>
      )}
    </nav>
  );
}
