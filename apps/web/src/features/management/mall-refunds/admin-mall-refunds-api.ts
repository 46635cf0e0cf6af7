import { limits, type Refund } from '@edu/shared';
import { api } from '@/lib/api-client';
import type { ApproveBody } from './lib/refund-decisions';
import { type MallRefundFilter, mallRefundQuery } from './lib/refund-rows';

export const mallRefundPageSize = limits.adminPageSize;

/** Every query of the tab sits under this key, so a decision refreshes the list whatever its filter. */
export const mallRefundsQueryKey = ['admin', 'mall-refunds'] as const;

/** One request as the administration lists it: the buyer's request, with its order and the decision so far. */
export type AdminRefund = Refund & {
  oid: string;
  buyerName: string;
  orderStatus: string;
  /** The amount asked of the provider (set on approval); null before. */
  refundAmount: number | null;
  /** What approving a waiting return or cancellation refunds unless changed; null for an exchange or a decided one. */
  suggestedAmount: number | null;
  /** The provider's refusal, or the reason the request was denied. */
  decisionNote: string | null;
  /** "bank number owner" as the buyer wrote it; '' when none. */
  refundAccount: string;
};

export type AdminRefundPage = {
  pageInfo: { page: number; size: number; total: number };
  list: AdminRefund[];
};

/** GET /api/admin/mall/refunds: the requests in a state (or every one), newest first, 30 a page. */
export const getAdminMallRefunds = (filter: MallRefundFilter, signal?: AbortSignal) =>
  api<AdminRefundPage>(`/api/admin/mall/refunds?${mallRefundQuery(filter)}`, { signal });

/**
 * POST /api/admin/mall/refunds/{refundId}/approve: an exchange moves on; a return or cancellation is
 * refunded (the typed amount, else the server's default). 400 carries an amount over what is left of the
 * payment or a missing refund account (the request left as it was), or the provider's refusal (the
 * request is left REFUND_PAY_FAIL, to approve again); 409 an already handled, running or unsettled refund.
 */
export const approveMallRefund = (refundId: number, body: ApproveBody) =>
  api<{ status: string; amount: number }>(`/api/admin/mall/refunds/${refundId}/approve`, {
    method: 'POST',
    body,
  });

/** POST /api/admin/mall/refunds/{refundId}/deny: refuses the request with a reason the buyer is told. */
export const denyMallRefund = (refundId: number, reason: string) =>
  api<null>(`/api/admin/mall/refunds/${refundId}/deny`, { method: 'POST', body: { reason } });

/** POST /api/admin/mall/refunds/{refundId}/received: the returned goods are back; their stock comes back once. */
export const receiveMallReturn = (refundId: number) =>
  api<null>(`/api/admin/mall/refunds/${refundId}/received`, { method: 'POST' });
