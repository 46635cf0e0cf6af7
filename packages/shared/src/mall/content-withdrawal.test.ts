import { describe, expect, it } from 'vitest';
import { contentRefundProblem, contentWithdrawalMessages } from './content-withdrawal';

const paidAt = new Date('2026-11-01T03:00:00Z');
const after = (days: number) => new Date(paidAt.getTime() + days * 86_400_000);

describe('whether a content may be asked back', () => {
  it('allows a content never downloaded for 7 days after its payment, then refuses it', () => {
    const fresh = { downloaded: false, paidAt };
    expect(contentRefundProblem(fresh, 'MIND_CHANGE', after(7))).toBeNull();
    expect(contentRefundProblem(fresh, 'MIND_CHANGE', after(7.01))).toBe(
      contentWithdrawalMessages.withdrawalPeriodOver,
    );
  });

  it('refuses a downloaded content unless its file is defective, within a month of the payment', () => {
    const downloaded = { downloaded: true, paidAt };
    expect(contentRefundProblem(downloaded, 'MIND_CHANGE', after(1))).toBe(
      contentWithdrawalMessages.downloaded,
    );
    expect(contentRefundProblem(downloaded, 'DAMAGE', after(29))).toBeNull();
    expect(contentRefundProblem(downloaded, 'DAMAGE', new Date('2026-12-01T03:00:00Z'))).toBeNull();
    expect(contentRefundProblem(downloaded, 'DAMAGE', new Date('2026-12-01T03:00:01Z'))).toBe(
      contentWithdrawalMessages.defectPeriodOver,
    );
  });

  it('leaves a content not paid yet to the order’s own rules', () => {
    expect(contentRefundProblem({ downloaded: false, paidAt: null }, 'MIND_CHANGE')).toBeNull();
  });
});
