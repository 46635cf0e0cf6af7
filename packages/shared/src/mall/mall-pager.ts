import type { PageInfo } from '../community/community.contract';
import { mallLimits } from './catalog.constants';

/**
 * The mall's pager (§9: 15 a page, pages in blocks of 5, the way Korean shops page): the block of the
 * current page, with prev/next when another block exists. At least page 1 even when nothing matched.
 */
export function mallPageInfo(options: { page: number; total: number; size: number }): PageInfo {
  const { page, total, size } = options;
  const last = Math.max(1, Math.ceil(total / size));
  const start = Math.floor((Math.min(page, last) - 1) / mallLimits.pagerSize) * mallLimits.pagerSize + 1;
  const end = Math.min(last, start + mallLimits.pagerSize - 1);
  return { page, start, end, prev: start > 1, next: end < last, total, size };
}
