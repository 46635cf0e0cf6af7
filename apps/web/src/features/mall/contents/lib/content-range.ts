import { afterSaleLimits } from '@edu/shared';
import { type OrderListQuery, readOrderListQuery } from '../../orders/lib/order-date-range';

/** A page of the content box or the download history within Korean days. */
export type ContentListQuery = OrderListQuery;

/**
 * The page and range of the content box and the download history as they sit in the address; spec §9:
 * the last 14 days up to today in Korea unless a usable range is there. Written back with orderListSearch.
 */
export function readContentListQuery(search: URLSearchParams, now: Date = new Date()): ContentListQuery {
  return readOrderListQuery(search, now, afterSaleLimits.contentDefaultDays);
}
