import { z } from 'zod';
import { paymentWindowSchema } from './payment-window.contract';

/**
 * 구매안전서비스 (escrow): goods paid by a real-time transfer or a virtual account are paid through the
 * provider's escrow. The provider holds the money until the buyer confirms the purchase in its own
 * confirmation window (or it confirms itself); the shop registers the delivery when the goods ship.
 */
export const escrowMethods = ['DirectBank', 'VBank'] as const;

/** Whether a payment is made through escrow: goods to ship, paid by transfer or virtual account. */
export const escrowApplies = (needsShipping: boolean, method: string | null | undefined) =>
  needsShipping && (escrowMethods as readonly string[]).includes(method ?? '');

/**
 * Where an escrow payment stands, as the provider's status notices (`cl_status`) tell it: 2 delivery
 * registered, 3 confirmed by the buyer, 31 confirmed by itself, 32 confirmed by force, 4 refused by the
 * buyer, 8 cancelled, 10 refusal acknowledged. `paid` until the first notice.
 */
export const escrowStatuses = [
  'paid',
  'delivered',
  'confirmed',
  'autoConfirmed',
  'forcedConfirmed',
  'refused',
  'cancelled',
  'refusalAcknowledged',
] as const;
export type EscrowStatus = (typeof escrowStatuses)[number];

export const escrowStatusLabels: Record<EscrowStatus, string> = {
  paid: '결제 완료',
  delivered: '배송 등록',
  confirmed: '구매확정',
  autoConfirmed: '구매확정 (자동)',
  forcedConfirmed: '구매확정 (직권)',
  refused: '구매거절',
  cancelled: '에스크로 취소',
  refusalAcknowledged: '구매거절 확인',
};

/** Statuses after which the buyer can no longer confirm or refuse in the provider's window. */
export const escrowDecided: readonly EscrowStatus[] = [
  'confirmed',
  'autoConfirmed',
  'forcedConfirmed',
  'refused',
  'cancelled',
  'refusalAcknowledged',
];

export const escrowMessages = {
  applied: '에스크로(구매안전서비스) 적용',
  payment: '에스크로 결제',
  confirm: '구매확정',
  refuse: '구매거절',
  note: '상품을 받으신 뒤 결제사 확인 창에서 구매확정 또는 구매거절을 선택해 주세요.',
  notShipped: '상품이 발송된 뒤에 구매확정 또는 구매거절을 할 수 있습니다.',
  decided: '이미 구매확정 또는 구매거절이 처리된 주문입니다.',
  notEscrow: '에스크로(구매안전서비스)로 결제한 주문이 아닙니다.',
  useWindow:
    '에스크로(구매안전서비스)로 결제한 주문은 주문 상세의 구매확정 버튼을 눌러 결제사 확인 창에서 확정해 주세요.',
  refusedNote: (reason: string) =>
    `구매자가 에스크로 구매를 거절했습니다${reason ? ` (사유: ${reason})` : ''}. 반품을 받아 환불하거나 결제사 관리자 화면에서 거절을 확인해 주세요.`,
  /** A notice the provider could not have sent from where the escrow stood: left as it was, for a person. */
  unexpectedNote: (notice: string, standing: string) =>
    `예상하지 못한 에스크로 ${notice}가 도착했습니다 (현재 상태: ${standing}). 주문 상태는 바꾸지 않았습니다. 결제사 관리자 화면에서 에스크로 상태를 확인해 주세요.`,
  /** The provider cancelled an escrow payment we still count as paid: the money may have gone back. */
  cancelledNote:
    '결제사에서 에스크로 결제가 취소되었다고 알려 왔지만 이 결제는 아직 결제 완료 상태입니다. 결제사 관리자 화면에서 환불 여부를 확인하고 주문을 처리해 주세요.',
  /** A confirmation the order could not apply to its lines. */
  confirmationNotApplied: (lines: string) =>
    `${lines} 상품은 교환·반품 신청이 처리 중이어서 구매확정하지 않았습니다. 신청을 처리한 뒤 결제사 관리자 화면의 에스크로 상태와 맞춰 주세요.`,
} as const;

/** The escrow part of an order as its buyer sees it. */
export const escrowViewSchema = z.object({
  status: z.enum(escrowStatuses),
  statusLabel: z.string(),
  canDecide: z.boolean().describe('shipped and not decided yet: the buyer may open the confirmation window'),
  deliveryRegistered: z
    .boolean()
    .describe(
      'the shop registered the shipped goods with the provider (배송 등록), whatever its notices say yet',
    ),
});
export type EscrowView = z.infer<typeof escrowViewSchema>;

/** POST …/order/v2/escrow/{oid}: which window (pc or mobile) the buyer's device opens. */
export const escrowWindowRequestSchema = z.object({ device: z.enum(['pc', 'mobile']) });
export const escrowWindowSchema = z.object({ form: paymentWindowSchema });
