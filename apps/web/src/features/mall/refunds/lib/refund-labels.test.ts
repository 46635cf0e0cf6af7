import { refundStates } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import { refundMethodText, refundStateText, refundStateTone } from './refund-labels';

describe('refundStateText', () => {
  it('says a new request waits for review', () => {
    expect(refundStateText('REFUND_REQUESTED')).toBe('신청 완료 (검토 중)');
  });

  it('has a Korean text for every state and shows an unknown one as it is', () => {
    for (const state of refundStates) expect(refundStateText(state)).not.toBe(state);
    expect(refundStateText('SOMETHING_NEW')).toBe('SOMETHING_NEW');
  });
});

describe('refundStateTone', () => {
  it('marks waiting, refused, closed and moving requests', () => {
    expect(refundStateTone('REFUND_REQUESTED')).toBe('waiting');
    expect(refundStateTone('REFUND_DENIED')).toBe('refused');
    expect(refundStateTone('REFUND_REQUEST_CANCEL')).toBe('closed');
    expect(refundStateTone('REFUND_DONE')).toBe('closed');
    expect(refundStateTone('REFUND_APPROVED')).toBe('moving');
  });
});

describe('refundMethodText', () => {
  it('names the whole order or some products', () => {
    expect(refundMethodText('ALL')).toBe('전체 신청');
    expect(refundMethodText('PART')).toBe('일부 상품');
  });
});
