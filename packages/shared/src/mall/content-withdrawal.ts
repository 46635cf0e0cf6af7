import type { RefundReason } from './after-sale.constants';

/**
 * Withdrawal of digital contents (전자상거래법 제17조 ②·⑥): a content may be kept from withdrawal only
 * when the buyer is told so before buying and can try it first (its 미리보기). The item page, the order
 * form and the server all read these texts and this rule.
 */

/** Shown next to the buy buttons of every content and next to the pay button of an order holding one. */
export const contentWithdrawalNotice =
  '디지털 콘텐츠는 다운로드(열람)를 시작하면 청약철회가 제한됩니다. 구매 전에 미리보기로 내용을 확인해 주세요. 다운로드하지 않은 콘텐츠는 결제일로부터 7일 이내에 환불을 요청할 수 있으며, 파일에 결함이 있는 경우에는 다운로드 후에도 환불받을 수 있습니다.';

/** The tick an order of contents needs; the order keeps when it was given. */
export const contentWithdrawalConsentLabel = '다운로드 후에는 청약철회가 제한됨에 동의합니다';

/**
 * The refund reason a downloaded content may still be asked back for: 상품 파손·불량, which for a
 * content is a defective file (one that does not open, or is not what was described).
 */
export const contentDefectReason: RefundReason = 'DAMAGE';

export const contentWithdrawalLimits = {
  /** A content never downloaded may be asked back within 7 days of its payment. */
  withdrawalDays: 7,
  /** A defective content may be asked back within 1 month of its payment (the download terms). */
  defectMonths: 1,
} as const;

export const contentWithdrawalMessages = {
  consentRequired: '콘텐츠 구매 전 청약철회 제한 안내를 확인하고 동의해 주세요.',
  downloaded:
    '다운로드(열람)한 콘텐츠는 청약철회가 제한되어 환불을 신청할 수 없습니다. 파일에 결함이 있다면 사유를 ‘상품 파손·불량’으로 선택해 신청해 주세요.',
  withdrawalPeriodOver:
    '결제일로부터 7일이 지나 콘텐츠 환불을 신청할 수 없습니다. 파일에 결함이 있다면 사유를 ‘상품 파손·불량’으로 선택해 신청해 주세요.',
  defectPeriodOver: '결제일로부터 1개월이 지나 파일 결함으로도 환불을 신청할 수 없습니다.',
} as const;

const dayMs = 86_400_000;

/** A bought content as the refund rule reads it: whether it was downloaded (or opened) and when it was paid. */
export type WithdrawableContent = { downloaded: boolean; paidAt: Date | null };

/** The last moment of a one-month period from `from` (the same day and time a month later). */
function oneMonthAfter(from: Date, months: number): Date {
  const until = new Date(from.getTime());
  until.setUTCMonth(until.getUTCMonth() + months);
  return until;
}

/**
 * Why a content cannot be asked back now, or null when it can: a defective file within a month of the
 * payment whatever was downloaded; otherwise only a content never downloaded, within 7 days of its payment.
 */
export function contentRefundProblem(
  content: WithdrawableContent,
  reasonType: string | null,
  now: Date = new Date(),
): string | null {
  // Not paid yet: nothing to withdraw from (the order's own rules answer).
  if (!content.paidAt) return null;
  if (reasonType === contentDefectReason)
    return now.getTime() > oneMonthAfter(content.paidAt, contentWithdrawalLimits.defectMonths).getTime()
      ? contentWithdrawalMessages.defectPeriodOver
      : null;
  if (content.downloaded) return contentWithdrawalMessages.downloaded;
  const until = content.paidAt.getTime() + contentWithdrawalLimits.withdrawalDays * dayMs;
  return now.getTime() > until ? contentWithdrawalMessages.withdrawalPeriodOver : null;
}
