import { type EscrowStatus, escrowStatusLabels } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import { escrowFacts } from './escrow-facts';

const view = (status: EscrowStatus, deliveryRegistered = false) => ({
  status,
  statusLabel: escrowStatusLabels[status],
  canDecide: false,
  deliveryRegistered,
});

const factsOf = (status: EscrowStatus, deliveryRegistered = false) =>
  Object.fromEntries(escrowFacts(view(status, deliveryRegistered)).map((fact) => [fact.label, fact.value]));

describe('escrowFacts', () => {
  it('shows a paid escrow order before and after its delivery is registered', () => {
    expect(factsOf('paid')).toEqual({
      '결제 방식': '에스크로 결제 (구매안전서비스)',
      '에스크로 상태': '결제 완료',
      '배송 등록': '등록 전',
      '구매자 결정': '발송 후 배송 등록을 하면 구매자가 결정합니다',
    });
    expect(factsOf('paid', true)).toMatchObject({
      '배송 등록': '등록됨',
      '구매자 결정': '구매자의 구매확정·구매거절 대기 중',
    });
    expect(factsOf('delivered')).toMatchObject({ '에스크로 상태': '배송 등록', '배송 등록': '등록됨' });
  });

  it('names the buyer’s decision, and who made it when the provider did', () => {
    expect(factsOf('confirmed')).toMatchObject({ '에스크로 상태': '구매확정', '구매자 결정': '구매확정' });
    expect(factsOf('autoConfirmed')['구매자 결정']).toBe('구매확정 (기간이 지나 결제사가 자동 확정)');
    expect(factsOf('forcedConfirmed')['구매자 결정']).toBe('구매확정 (결제사 직권 확정)');
    expect(factsOf('refused')).toMatchObject({ '배송 등록': '등록됨', '구매자 결정': '구매거절' });
    expect(factsOf('cancelled')).toMatchObject({
      '에스크로 상태': '에스크로 취소',
      '배송 등록': '등록 전',
      '구매자 결정': '없음 (에스크로 결제 취소)',
    });
  });
});
