import { limits } from '@edu/shared';
import { LinkPager } from '@/components/ui/link-pager';

type PagerProps = { page: number; size: number; total: number };

/** Page links (?page=N, other query values kept), two pages either side of the current one (spec §9). */
export function HistoryPager({ page, size, total }: PagerProps) {
  const last = Math.max(Math.ceil(total / size), 1);
  if (last <= 1) return null;
  const start = Math.max(page - limits.pagerRange, 1);
  const end = Math.min(page + limits.pagerRange, last);
  return (
    <LinkPager
      current={page}
      pages={Array.from({ length: end - start + 1 }, (_, n) => start + n)}
      previous={page > 1 ? page - 1 : null}
      following={page < last ? page + 1 : null}
    />
  );
}
