import { communityLimits, type PageInfo } from '@edu/shared';

/**
 * The pager of a list (spec §3 Page info): `pagerRange` pages either side of the current one, at
 * least page 1 even when nothing matched; prev/next say whether the pager can move further.
 */
export function pageInfoOf(options: { page: number; total: number; size: number }): PageInfo {
  const { page, total, size } = options;
  const last = Math.max(1, Math.ceil(total / size));
  const start = Math.max(1, Math.min(page, last) - communityLimits.pagerRange);
  const end = Math.min(last, Math.max(page, 1) + communityLimits.pagerRange);
  return { page, start, end, prev: start > 1, next: end < last, total, size };
}
