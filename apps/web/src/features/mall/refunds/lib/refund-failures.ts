import { afterSaleMessages } from '@edu/shared';
import { ApiError } from '../../../../lib/api-client';

/**
 * What a refused request shows (spec §8): code 032 (an order waiting for its deposit) its own text;
 * another code the server's message; no answer, an answer without an envelope or a server error (5xx)
 * "잠시 후 다시 시도해 주세요.".
 */
export function refundFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return afterSaleMessages.refundSubmitFailed;
  if (error.code === '032') return afterSaleMessages.refundWhileDeposit;
  if (error.code === null || error.status === 0 || error.status >= 500 || !error.message)
    return afterSaleMessages.refundSubmitFailed;
  return error.message;
}
