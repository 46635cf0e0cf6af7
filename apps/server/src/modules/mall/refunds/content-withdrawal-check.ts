import { contentRefundProblem, type RefundType } from '@edu/shared';
import type { Db } from '../../../platform/db/database';
import { badRequest } from '../../../platform/http/app-error';
import {
  askContentsBack,
  type ContentWithdrawalState,
  contentWithdrawalStates,
  lockContentsForWithdrawal,
} from '../contents';
import type { OrderSummary } from '../orders';

type ContentRequest = { refundType: string; refundAll: boolean; reasonType: string | null };

/** Why an approval is refused when a content of the request was downloaded without a defect to name. */
export const contentDownloadedOnApproval =
  '다운로드한 콘텐츠가 있어 청약철회가 제한됩니다. 파일 결함이 아니라면 신청을 거절해 주세요.';

/**
 * Why the request cannot take the order's contents back as of `now`, or null. A return or cancellation
 * of the whole order asks its contents back too: each must still be withdrawable (never downloaded and
 * within 7 days of the payment) or defective within a month (the shared rule the refund form shows).
 * Contents are asked for only with the whole order; an exchange gives no money back.
 */
async function contentWithdrawalProblem(
  db: Db,
  order: OrderSummary,
  request: ContentRequest,
  now: Date,
  states: (db: Db, orderId: number) => Promise<ContentWithdrawalState[]> = contentWithdrawalStates,
): Promise<string | null> {
  if (!asksContentsBack(request)) return null;
  for (const content of await states(db, order.id)) {
    const problem = contentRefundProblem(
      { downloaded: content.downloaded, paidAt: order.paidAt },
      request.reasonType,
      now,
    );
    if (problem) return problem;
  }
  return null;
}

/** Contents are asked for only with the whole order; an exchange gives no money back. */
const asksContentsBack = (request: ContentRequest) =>
  request.refundAll && (request.refundType as RefundType) !== 'EXCHANGE';

/**
 * In the request's transaction: its contents are locked, judged again as they are once locked (a
 * download that finished meanwhile is seen), and marked as asked back, so no file of them is handed out
 * until the request is decided — the approval then refunds what was never downloaded (issue 41).
 */
export async function holdContentsForRequest(tx: Db, order: OrderSummary, request: ContentRequest) {
  if (!asksContentsBack(request)) return;
  const now = new Date();
  const problem = await contentWithdrawalProblem(tx, order, request, now, lockContentsForWithdrawal);
  if (problem) throw badRequest(problem);
  await askContentsBack(tx, order.id, now);
}

/** The buyer's request is refused, with the rule's own message, when its contents cannot go back. */
export async function checkContentWithdrawal(db: Db, order: OrderSummary, request: ContentRequest) {
  const problem = await contentWithdrawalProblem(db, order, request, new Date());
  if (problem) throw badRequest(problem);
}

/**
 * Before an approval gives money back, the request's contents are judged again as they are now, on the
 * day the request was made (its 7 days and month run to then): a content downloaded while the request
 * waited is not refunded by mistake, and the administration is told to deny it instead.
 */
export async function checkContentWithdrawalOnApproval(
  db: Db,
  order: OrderSummary,
  refund: ContentRequest & { createdAt: Date },
) {
  if (await contentWithdrawalProblem(db, order, refund, refund.createdAt))
    throw badRequest(contentDownloadedOnApproval);
}
