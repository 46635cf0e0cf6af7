import { contentWithdrawalMessages } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import { contentRefundNote, contentRefundProblemOf } from './content-refund';

const now = new Date('2026-11-05T00:00:00Z');
const paidAt = '2026-11-01T00:00:00.000Z';
const fresh = { downloaded: false, paidAt };
const downloaded = { downloaded: true, paidAt };

describe('a content on the refund request form', () => {
  it('says a downloaded content can no longer be withdrawn, unless its file is defective', () => {
    expect(contentRefundNote(downloaded, '', now)).toEqual({
      blocked: true,
      text: contentWithdrawalMessages.downloaded,
    });
    expect(contentRefundNote(downloaded, 'DAMAGE', now).blocked).toBe(false);
    expect(contentRefundNote(fresh, 'MIND_CHANGE', now)).toEqual({
      blocked: false,
      text: '다운로드하지 않은 콘텐츠입니다. 결제일로부터 7일 이내에 환불을 신청할 수 있습니다.',
    });
    expect(contentRefundNote(fresh, 'MIND_CHANGE', new Date('2026-11-09T00:00:00Z')).text).toBe(
      contentWithdrawalMessages.withdrawalPeriodOver,
    );
  });

  it('stops a return or cancellation of the whole order holding a downloaded content, not an exchange', () => {
    const order = { contentList: [fresh, downloaded] } as never;
    const whole = { refundType: 'CANCEL' as const, refundAll: true, reasonType: 'MIND_CHANGE' };
    expect(contentRefundProblemOf(order, whole, now)).toBe(contentWithdrawalMessages.downloaded);
    expect(contentRefundProblemOf(order, { ...whole, reasonType: 'DAMAGE' }, now)).toBeNull();
    expect(contentRefundProblemOf(order, { ...whole, refundType: 'EXCHANGE' }, now)).toBeNull();
    expect(contentRefundProblemOf(order, { ...whole, refundAll: false }, now)).toBeNull();
  });
});
