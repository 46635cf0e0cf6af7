import { formatWon } from '../../../../lib/format-won';
import type { adminBadgeClass } from '../../components/admin-styles';

/** The states the list can be narrowed to, the tab's default first; `all` lists every state. */
export const refundStatusFilters = [
  'all',
  'REFUND_REQUESTED',
  'REFUND_PAY_FAIL',
  'REFUND_PAY_TRY',
  'REFUND_PAID',
  'REFUND_DENIED',
  'REFUND_EXCHANGE',
  'REFUND_REQUEST_CANCEL',
] as const;
export type RefundStatusFilter = (typeof refundStatusFilters)[number];

/** What the tab lists: one state (requests waiting for review by default) or every one, a page. */
export type MallRefundFilter = { status: RefundStatusFilter; page: number };

export const defaultMallRefundFilter: MallRefundFilter = { status: 'REFUND_REQUESTED', page: 1 };

/** The query of GET /api/admin/mall/refunds. */
export const mallRefundQuery = ({ status, page }: MallRefundFilter): URLSearchParams =>
  new URLSearchParams({ status, page: String(page) });

/**
 * The page to go back to when the shown one came back empty but others are not (its last request was
 * just decided away); null when the page is fine as it is.
 */
export function pageToShowInstead(page: number, rows: number, total: number, size: number): number | null {
  if (rows > 0 || page <= 1) return null;
  const last = Math.max(Math.ceil(total / size), 1);
  return page > last ? last : null;
}

type BadgeTone = keyof typeof adminBadgeClass;

const stateTones: Record<string, BadgeTone> = {
  REFUND_REQUESTED: 'waiting',
  REFUND_PAY_TRY: 'info',
  REFUND_VBANK: 'info',
  REFUND_APPROVED: 'info',
  REFUND_EXCHANGE: 'info',
  REFUND_PAY_FAIL: 'error',
  REFUND_PAID: 'done',
  REFUND_DONE: 'done',
  REFUND_CANCEL: 'done',
};

/** A request's badge: waiting amber, being carried out blue, refund refused red, money back green, else grey. */
export const refundStateTone = (status: string): BadgeTone => stateTones[status] ?? 'neutral';

/** The 구분 column's scope: the whole order or chosen products. */
export const refundScopeText = (method: 'ALL' | 'PART'): string => (method === 'ALL' ? '전체' : '부분');

/** The 환불금액 column: the amount asked of the provider, or "-" before a decision and for an exchange. */
export function refundAmountText(refund: { refundType: string; refundAmount: number | null }): string {
  if (refund.refundType === 'EXCHANGE' || refund.refundAmount === null) return '-';
  return formatWon(refund.refundAmount);
}

/** Said under the amount when the provider refused it: the figure is what was tried, not what went back. */
export const refundAmountNote = (status: string): string | null =>
  status === 'REFUND_PAY_FAIL' ? '환불되지 않음' : null;
