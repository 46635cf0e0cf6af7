import { describe, expect, it } from 'vitest';
import {
  approveAmountText,
  approveConfirmText,
  approvedMessage,
  approveRequestOf,
  decisionMessages,
  denyRequestOf,
  refundActionsOf,
  takesAmount,
} from './refund-decisions';

describe('refundActionsOf', () => {
  it('lets a waiting request be approved or denied', () => {
    expect(refundActionsOf('REFUND_REQUESTED')).toEqual(['approve', 'deny']);
  });

  it('lets a request whose refund the provider refused be approved again or denied', () => {
    expect(refundActionsOf('REFUND_PAY_FAIL')).toEqual(['approve', 'deny']);
  });

  it('leaves requests in progress, decided, withdrawn or unknown alone', () => {
    for (const status of [
      'REFUND_PAY_TRY',
      'REFUND_DONE',
      'REFUND_DENIED',
      'REFUND_REQUEST_CANCEL',
      'SOMETHING_NEW',
    ])
      expect(refundActionsOf(status)).toEqual([]);
  });

  it('offers 회수 완료 for a refunded return or cancellation, whose goods bring their stock back', () => {
    expect(refundActionsOf('REFUND_PAID')).toEqual(['receive']);
  });

  it('offers 교환 완료 for an approved exchange, once its goods are back and the replacement sent', () => {
    expect(refundActionsOf('REFUND_EXCHANGE')).toEqual(['receive']);
  });
});

describe('takesAmount', () => {
  it('asks an amount for returns and cancellations, not exchanges', () => {
    expect(takesAmount('PAYBACK')).toBe(true);
    expect(takesAmount('CANCEL')).toBe(true);
    expect(takesAmount('EXCHANGE')).toBe(false);
  });
});

describe('approveAmountText', () => {
  it('opens the amount box with the refund the server suggests, which is sent back as it is', () => {
    expect(approveAmountText(12_000)).toBe('12,000');
    expect(approveRequestOf('PAYBACK', approveAmountText(23_000))).toMatchObject({
      ok: true,
      amount: 23_000,
    });
  });

  it('leaves it empty when the server suggests none', () => {
    expect(approveAmountText(null)).toBe('');
  });
});

describe('approveRequestOf', () => {
  it('sends no amount when the box is empty, so the server refunds its default', () => {
    expect(approveRequestOf('PAYBACK', '')).toEqual({ ok: true, body: {}, amount: null });
    expect(approveRequestOf('CANCEL', '   ')).toEqual({ ok: true, body: {}, amount: null });
  });

  it('reads amounts written with commas, spaces or 원', () => {
    for (const text of ['12000', '12,000', ' 12 000 ', '12,000원'])
      expect(approveRequestOf('PAYBACK', text)).toEqual({ ok: true, body: { amount: 12000 }, amount: 12000 });
  });

  it('accepts 1 won up to 100,000,000 won', () => {
    expect(approveRequestOf('CANCEL', '1')).toMatchObject({ ok: true, amount: 1 });
    expect(approveRequestOf('CANCEL', '100,000,000')).toMatchObject({ ok: true, amount: 100_000_000 });
  });

  it('refuses zero, too much, fractions, signs and words', () => {
    for (const text of ['0', '100000001', '1234567890', '12.5', '-500', '+500', '1e4', '만원', '12,000원원'])
      expect(approveRequestOf('PAYBACK', text)).toEqual({
        ok: false,
        problem: decisionMessages.amountInvalid,
      });
  });

  it('never sends an amount for an exchange', () => {
    expect(approveRequestOf('EXCHANGE', '5000')).toEqual({ ok: true, body: {}, amount: null });
  });
});

describe('approveConfirmText', () => {
  it('names the typed amount', () => {
    expect(approveConfirmText('PAYBACK', 'M2025-0001', 12000)).toBe(
      'M2025-0001 신청을 승인하고 12,000원을 환불하시겠습니까?',
    );
  });

  it('names the requested goods when no amount was typed', () => {
    expect(approveConfirmText('CANCEL', 'M2025-0001', null)).toBe(
      'M2025-0001 신청을 승인하고 신청 상품 금액을 환불하시겠습니까?',
    );
  });

  it('asks about an exchange without money', () => {
    expect(approveConfirmText('EXCHANGE', 'M2025-0001', null)).toBe('교환 신청을 승인하시겠습니까?');
  });
});

describe('approvedMessage', () => {
  it('says how much went back', () => {
    expect(approvedMessage({ status: 'REFUND_PAID', amount: 31000 })).toBe(
      '승인되었습니다. 31,000원이 환불되었습니다.',
    );
  });

  it('says an exchange moved on', () => {
    expect(approvedMessage({ status: 'REFUND_EXCHANGE', amount: 0 })).toBe('교환 신청이 승인되었습니다.');
  });

  it('says only approved when nothing was paid for', () => {
    expect(approvedMessage({ status: 'REFUND_PAID', amount: 0 })).toBe('승인되었습니다.');
  });
});

describe('denyRequestOf', () => {
  it('sends the reason trimmed', () => {
    expect(denyRequestOf('  사용 흔적이 있습니다. \n')).toEqual({
      ok: true,
      body: { reason: '사용 흔적이 있습니다.' },
    });
  });

  it('requires a reason', () => {
    expect(denyRequestOf(' \n ')).toEqual({ ok: false, problem: decisionMessages.reasonRequired });
  });

  it('takes up to 300 characters', () => {
    expect(denyRequestOf('가'.repeat(300))).toMatchObject({ ok: true });
    expect(denyRequestOf('가'.repeat(301))).toEqual({ ok: false, problem: decisionMessages.reasonTooLong });
  });
});
