import { orderStatuses } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import {
  extraChargeConfirmText,
  extraChargeMessages,
  extraChargeOffered,
  extraChargeRequestOf,
  wonOf,
} from './extra-charge';

describe('extraChargeOffered', () => {
  it('offers an extra charge for paid orders without one', () => {
    for (const status of ['ORDER_DONE', 'REFUND_WAIT', 'PART_RETURNED', 'PART_EXCHANGED', 'FULL_EXCHANGED'])
      expect(extraChargeOffered(status)).toBe(true);
  });

  it('does not offer one for an order with an extra charge already, or one not (or no longer) paid', () => {
    for (const status of orderStatuses.filter((status) => status.startsWith('EXTRA_')))
      expect(extraChargeOffered(status)).toBe(false);
    for (const status of [
      'PAY_WAIT',
      'VBANK_WAIT',
      'PAY_FAIL',
      'CANCEL',
      'FULL_RETURNED',
      'REFUNDED',
      'DELETED',
    ])
      expect(extraChargeOffered(status)).toBe(false);
    expect(extraChargeOffered('')).toBe(false);
  });
});

describe('wonOf', () => {
  it('reads amounts as people write them', () => {
    expect(wonOf('5000')).toBe(5000);
    expect(wonOf(' 10,000 ')).toBe(10_000);
    expect(wonOf('3,000원')).toBe(3000);
  });

  it('refuses anything but a whole number of won', () => {
    for (const text of ['', '1.5', '-100', '1e3', '만원', '0x10']) expect(wonOf(text)).toBeNull();
  });
});

describe('extraChargeRequestOf', () => {
  it('asks for the amount and the trimmed reason', () => {
    expect(extraChargeRequestOf({ amount: '3,000', reason: '  배송비 차액 ' })).toEqual({
      ok: true,
      body: { amount: 3000, reason: '배송비 차액' },
    });
  });

  it('takes 100 won to 10,000,000 won and nothing outside', () => {
    expect(extraChargeRequestOf({ amount: '100', reason: '사유' })).toMatchObject({ ok: true });
    expect(extraChargeRequestOf({ amount: '10,000,000', reason: '사유' })).toMatchObject({ ok: true });
    for (const amount of ['99', '0', '10,000,001', '100.5', '1e5'])
      expect(extraChargeRequestOf({ amount, reason: '사유' })).toEqual({
        ok: false,
        problem: extraChargeMessages.amountInvalid,
        field: 'amount',
      });
  });

  it('asks for the amount first, then the reason', () => {
    expect(extraChargeRequestOf({ amount: ' ', reason: '' })).toEqual({
      ok: false,
      problem: extraChargeMessages.amountRequired,
      field: 'amount',
    });
    expect(extraChargeRequestOf({ amount: '1000', reason: '  ' })).toEqual({
      ok: false,
      problem: extraChargeMessages.reasonRequired,
      field: 'reason',
    });
  });

  it('takes a reason of 200 characters as the server counts them, and refuses more', () => {
    expect(extraChargeRequestOf({ amount: '1000', reason: '😀'.repeat(200) })).toMatchObject({ ok: true });
    expect(extraChargeRequestOf({ amount: '1000', reason: '가'.repeat(201) })).toEqual({
      ok: false,
      problem: extraChargeMessages.reasonTooLong,
      field: 'reason',
    });
  });
});

describe('extraChargeConfirmText', () => {
  it('names the amount in won and says the buyer will be told', () => {
    expect(extraChargeConfirmText(15000)).toBe(
      '15,000원의 추가 결제를 요청하시겠습니까? 구매자에게 카카오톡으로 안내됩니다.',
    );
  });
});
