import type { PageInfo } from '@edu/shared';

/** The page numbers the pager shows: `start` to `end` of the server's page info (at least page 1). */
export function pagerPages({ start, end }: Pick<PageInfo, 'start' | 'end'>): number[] {
  const first = Math.max(start, 1);
  const last = Math.max(end, first);
  return Array.from({ length: last - first + 1 }, (_, n) => first + n);
}

/** Where "이전" and "다음" lead: the page just outside the shown range, or null when there is none. */
export function pagerNeighbours({
  start,
  end,
  prev,
  next,
}: Pick<PageInfo, 'start' | 'end' | 'prev' | 'next'>): {
  previous: number | null;
  following: number | null;
} {
  return {
    previous: prev && start > 1 ? start - 1 : null,
    following: next ? end + 1 : null,
  };
}
