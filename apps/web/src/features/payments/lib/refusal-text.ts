import { type PaymentResult, registrationMessages, sessionFullResultCode } from '@edu/shared';
import { ApiError } from '../../../lib/api-client';
import type { PayDevice } from '../api/open-payment-window';

/** The old site's catch-all (spec §8 Registration: any other failure). */
const retryText = '새로고침 후 다시 시도 해 주세요.';

/**
 * The reason under "결제에 실패하였습니다." on the result page: the server's, except that a phone tells a
 * payer whose session filled up meanwhile the spec's mobile text.
 */
export function paymentFailureReason(result: Pick<PaymentResult, 'resultCode' | 'resultMsg' | 'payDevice'>) {
  if (result.payDevice === 'mobile' && result.resultCode === sessionFullResultCode)
    return registrationMessages.closedOnMobile;
  return result.resultMsg ?? '';
}

/**
 * What the payment page says when the window could not be opened: the server's text, except that a full
 * session (403) on a phone gets the spec's mobile text (spec §8 Registration, "mobile 403").
 */
export function payRefusalText(error: unknown, device: PayDevice): string {
  if (error instanceof ApiError && error.status === 403 && device === 'mobile')
    return registrationMessages.closedOnMobile;
  return error instanceof Error ? error.message : retryText;
}
