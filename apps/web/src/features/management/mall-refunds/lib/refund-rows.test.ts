import { describe, expect, it } from 'vitest';
import {
  defaultMallRefundFilter,
  mallRefundQuery,
  pageToShowInstead,
  refundAmountNote,
  refundAmountText,
  refundScopeText,
  refundStateTone,
  refundStatusFilters,
} from './refund-rows';

describe('the list filter', () => {
  it('opens on the requests waiting for review, page 1', () => {
    expect(defaultMallRefundFilter).toEqual({ status: 'REFUND_REQUESTED', page: 1 });
    expect(mallRefundQuery(defaultMallRefundFilter).toString()).toBe('status=REFUND_REQUESTED&page=1');
  });

  it('can list every state', () => {
    expect(refundStatusFilters).toContain('all');
    expect(mallRefundQuery({ status: 'all', page: 3 }).toString()).toBe('status=all&page=3');
  });
});

describe('pageToShowInstead', () => {
  it('keeps a page with rows, and the first page even when empty', () => {
    expect(pageToShowInstead(2, 5, 35, 30)).toBeNull();
    expect(pageToShowInstead(1, 0, 0, 30)).toBeNull();
  });

  it('goes back to the last page when the shown one emptied', () => {
    expect(pageToShowInstead(2, 0, 30, 30)).toBe(1);
    expect(pageToShowInstead(4, 0, 61, 30)).toBe(3);
    expect(pageToShowInstead(2, 0, 0, 30)).toBe(1);
  });
});

describe('refundStateTone', () => {
  it('shows waiting amber, a refused refund red, money back green', () => {
    expect(refundStateTone('REFUND_REQUESTED')).toBe('waiting');
    expect(refundStateTone('REFUND_PAY_FAIL')).toBe('error');
    expect(refundStateTone('REFUND_PAID')).toBe('done');
    expect(refundStateTone('REFUND_PAY_TRY')).toBe('info');
  });

  it('shows denied, withdrawn and unknown requests grey', () => {
    expect(refundStateTone('REFUND_DENIED')).toBe('neutral');
    expect(refundStateTone('REFUND_REQUEST_CANCEL')).toBe('neutral');
    expect(refundStateTone('X')).toBe('neutral');
  });
});

describe('refundScopeText', () => {
  it('says whole or part', () => {
    expect(refundScopeText('ALL')).toBe('전체');
    expect(refundScopeText('PART')).toBe('부분');
  });
});

describe('refundAmountText', () => {
  it('shows the amount once one was decided', () => {
    expect(refundAmountText({ refundType: 'PAYBACK', refundAmount: 15000 })).toBe('15,000원');
  });

  it('is a dash before a decision and for exchanges', () => {
    expect(refundAmountText({ refundType: 'CANCEL', refundAmount: null })).toBe('-');
    expect(refundAmountText({ refundType: 'EXCHANGE', refundAmount: 0 })).toBe('-');
  });
});

describe('refundAmountNote', () => {
  it('marks an amount the provider refused as not refunded', () => {
    expect(refundAmountNote('REFUND_PAY_FAIL')).toBe('환불되지 않음');
  });

  it('says nothing of other states', () => {
    for (const status of ['REFUND_PAID', 'REFUND_PAY_TRY', 'REFUND_REQUESTED'])
      expect(refundAmountNote(status)).toBeNull();
  });
});
