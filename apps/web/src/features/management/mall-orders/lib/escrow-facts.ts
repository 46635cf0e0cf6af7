import type { EscrowStatus, EscrowView } from '@edu/shared';

/** Statuses the provider sends only after the goods were registered as shipped. */
const afterDelivery: readonly EscrowStatus[] = [
  'delivered',
  'confirmed',
  'autoConfirmed',
  'forcedConfirmed',
  'refused',
  'refusalAcknowledged',
];

const decisions: Partial<Record<EscrowStatus, string>> = {
  confirmed: '구매확정',
  autoConfirmed: '구매확정 (기간이 지나 결제사가 자동 확정)',
  forcedConfirmed: '구매확정 (결제사 직권 확정)',
  refused: '구매거절',
  refusalAcknowledged: '구매거절 (거절 확인됨)',
  cancelled: '없음 (에스크로 결제 취소)',
};

/**
 * 구매안전서비스 of an order as the administration reads it: that it was paid through escrow, where the
 * provider says it stands, whether the shipped goods were registered with the provider, and what the
 * buyer decided (or what the decision waits for).
 */
export function escrowFacts(escrow: EscrowView): { label: string; value: string }[] {
  const registered = escrow.deliveryRegistered || afterDelivery.includes(escrow.status);
  const decision =
    decisions[escrow.status] ??
    (registered ? '구매자의 구매확정·구매거절 대기 중' : '발송 후 배송 등록을 하면 구매자가 결정합니다');
  return [
    { label: '결제 방식', value: '에스크로 결제 (구매안전서비스)' },
    { label: '에스크로 상태', value: escrow.statusLabel },
    { label: '배송 등록', value: registered ? '등록됨' : '등록 전' },
    { label: '구매자 결정', value: decision },
  ];
}
