import type { adminOrderSearchTypes, OrderStatus } from '@edu/shared';
import { type DateRange, dateRangeProblem, defaultOrderRange } from '@/features/mall';

export type AdminOrderSearchType = (typeof adminOrderSearchTypes)[number];

export const searchTypeLabels: Record<AdminOrderSearchType, string> = {
  buyer: '주문자',
  oid: '주문번호',
  phone: '연락처',
};

/** What the orders tab shows: Korean days, a status or every one, only orders to ship, a search, a page. */
export type MallOrderFilter = DateRange & {
  /** '' = every status. */
  status: OrderStatus | '';
  toShip: boolean;
  searchType: AdminOrderSearchType;
  /** The applied search text (empty = no search). */
  searchText: string;
  page: number;
};

/** The tab opens on every order of the last 30 days up to today in Korea. */
export function defaultMallOrderFilter(now: Date = new Date()): MallOrderFilter {
  return {
    ...defaultOrderRange(now),
    status: '',
    toShip: false,
    searchType: 'buyer',
    searchText: '',
    page: 1,
  };
}

/** The query of GET /api/admin/mall/orders: only what narrows the list is sent. */
export function mallOrderQuery(filter: MallOrderFilter): URLSearchParams {
  const query = new URLSearchParams({
    page: String(filter.page),
    startDate: filter.startDate,
    endDate: filter.endDate,
  });
  if (filter.status) query.set('status', filter.status);
  if (filter.toShip) query.set('toShip', 'Y');
  const text = filter.searchText.trim();
  if (text) {
    query.set('searchType', filter.searchType);
    query.set('searchText', text);
  }
  return query;
}

/** The query of GET /api/admin/mall/orders/excel: the list's filters, every page. */
export function mallOrderExportQuery(filter: MallOrderFilter): URLSearchParams {
  const query = mallOrderQuery(filter);
  query.delete('page');
  return query;
}

/** The filter form as typed: dates may be cleared, the search text is not yet trimmed. */
export type MallOrderDraft = Omit<MallOrderFilter, 'page'>;

export type DraftOutcome =
  | { ok: true; filter: MallOrderFilter }
  | { ok: false; problem: string; field: 'startDate' | 'endDate' };

/**
 * The filter a submitted form asks for, on page 1: a cleared date falls back to that side of the last 30
 * days; no day after today (Korea) and no start after the end, with the field to put right.
 */
export function filterFromDraft(draft: MallOrderDraft, now: Date = new Date()): DraftOutcome {
  const fallback = defaultOrderRange(now);
  const range = {
    startDate: draft.startDate || fallback.startDate,
    endDate: draft.endDate || fallback.endDate,
  };
  const problem = dateRangeProblem(range, fallback.endDate);
  if (problem) {
    const field =
      range.startDate > fallback.endDate || range.startDate > range.endDate ? 'startDate' : 'endDate';
    return { ok: false, problem, field };
  }
  return { ok: true, filter: { ...draft, ...range, searchText: draft.searchText.trim(), page: 1 } };
}

/**
 * The 배송 column: "준비 2 · 발송 1" (lines READY, lines START or DELIVERED), then "구매확정 1" for the
 * lines confirmed; "-" when nothing ships.
 */
export function deliveryCountText({
  toShip,
  shipped,
  confirmed = 0,
}: {
  toShip: number;
  shipped: number;
  confirmed?: number;
}): string {
  const parts = [
    toShip > 0 && `준비 ${toShip}`,
    shipped > 0 && `발송 ${shipped}`,
    confirmed > 0 && `구매확정 ${confirmed}`,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : '-';
}
