import { limits } from '@edu/shared';
import { Link, useLocation } from 'react-router';

type PagerProps = { page: number; size: number; total: number };

const linkClass =
  'inline-flex min-w-9 items-center justify-center rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100';

/** Page links (?page=N, other query values kept), two pages either side of the current one (spec §9). */
export function HistoryPager({ page, size, total }: PagerProps) {
  const location = useLocation();
  const last = Math.max(Math.ceil(total / size), 1);
  if (last <= 1) return null;
  const start = Math.max(page - limits.pagerRange, 1);
  const end = Math.min(page + limits.pagerRange, last);
  const pages = Array.from({ length: end - start + 1 }, (_, n) => start + n);
  const to = (target: number) => {
    const search = new URLSearchParams(location.search);
    search.set('page', String(target));
    return `${location.pathname}?${search}`;
  };

  return (
    <nav aria-label="페이지" className="mt-8 flex flex-wrap items-center justify-center gap-1">
      {page > 1 && (
        <Link to={to(page - 1)} className={linkClass} aria-label="이전 페이지">
          ‹
        </Link>
      )}
      {pages.map((target) =>
        target === page ? (
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
      {page < last && (
        <Link to={to(page + 1)} className={linkClass} aria-label="다음 페이지">
          ›
        </Link>
      )}
    </nav>
  );
}
