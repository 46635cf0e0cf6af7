import { contentRefundProblem, type OrderDetail, type RefundType } from '@edu/shared';

type OrderContent = Pick<OrderDetail['contentList'][number], 'downloaded' | 'paidAt'>;

/** What the request form says of a content of the order: whether it can be asked back, and why not. */
export type ContentRefundNote = { blocked: boolean; text: string };

const withdrawable = '다운로드하지 않은 콘텐츠입니다. 결제일로부터 7일 이내에 환불을 신청할 수 있습니다.';
const defective = '다운로드한 콘텐츠이지만 파일 결함으로 환불을 신청할 수 있습니다.';

/** The shared rule for one content and the reason chosen (none yet: as a change of mind). */
function problemOf(content: OrderContent, reasonType: string, now: Date) {
  return contentRefundProblem(
    { downloaded: content.downloaded, paidAt: content.paidAt ? new Date(content.paidAt) : null },
    reasonType || null,
    now,
  );
}

/** Each content's note on the request form, by the rule the server applies. */
export function contentRefundNote(
  content: OrderContent,
  reasonType: string,
  now = new Date(),
): ContentRefundNote {
  const problem = problemOf(content, reasonType, now);
  if (problem) return { blocked: true, text: problem };
  return { blocked: false, text: content.downloaded ? defective : withdrawable };
}

/**
 * Why the request cannot be sent for the order's contents, or null: a return or cancellation of the
 * whole order asks its contents back, each by the shared rule (an exchange gives no money back).
 */
export function contentRefundProblemOf(
  order: Pick<OrderDetail, 'contentList'>,
  request: { refundType: RefundType | null; refundAll: boolean; reasonType: string },
  now = new Date(),
): string | null {
  if (!request.refundAll || request.refundType === 'EXCHANGE') return null;
  for (const content of order.contentList) {
    const problem = problemOf(content, request.reasonType, now);
    if (problem) return problem;
  }
  return null;
}
