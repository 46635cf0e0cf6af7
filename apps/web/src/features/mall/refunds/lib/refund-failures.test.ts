import { afterSaleMessages } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/api-client';
import { refundFailureMessage } from './refund-failures';

describe('refundFailureMessage (spec §8)', () => {
  it('tells an order waiting for its deposit (code 032) its own text', () => {
    expect(refundFailureMessage(new ApiError('입금 대기', 409, '032'))).toBe(
      afterSaleMessages.refundWhileDeposit,
    );
  });

  it('shows the server’s message for any other code', () => {
    expect(refundFailureMessage(new ApiError(afterSaleMessages.refundPending, 409, '409'))).toBe(
      afterSaleMessages.refundPending,
    );
    expect(refundFailureMessage(new ApiError(afterSaleMessages.refundNotAllowed, 400, '400'))).toBe(
      afterSaleMessages.refundNotAllowed,
    );
  });

  it('asks to try later when no Korean answer came: network, no envelope, server error', () => {
    expect(refundFailureMessage(new ApiError('네트워크', 0))).toBe(afterSaleMessages.refundSubmitFailed);
    expect(refundFailureMessage(new ApiError('서버 오류', 502))).toBe(afterSaleMessages.refundSubmitFailed);
    expect(refundFailureMessage(new ApiError('오류', 500, '500'))).toBe(afterSaleMessages.refundSubmitFailed);
    expect(refundFailureMessage(new Error('boom'))).toBe(afterSaleMessages.refundSubmitFailed);
  });
});
