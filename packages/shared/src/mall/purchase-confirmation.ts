import { z } from 'zod';

/**
 * 구매확정: a delivered line of goods is confirmed by the buyer, or by itself some days after delivery
 * (an administrator's setting), or later by an escrow provider's confirmation. A confirmed line can no
 * longer be asked back through the site, and it is what the mall counts as settled sales.
 */
export const purchaseConfirmers = ['buyer', 'auto', 'escrow'] as const;
export type PurchaseConfirmer = (typeof purchaseConfirmers)[number];

/** Days after delivery a line confirms itself when no administrator has set otherwise. */
export const defaultAutoConfirmDays = 7;
export const autoConfirmDaysLimits = { min: 1, max: 60 } as const;

export const purchaseConfirmationMessages = {
  confirmed: '구매확정',
  button: '구매확정',
  dialog: '구매확정 후에는 교환·반품을 신청할 수 없습니다. 구매를 확정하시겠습니까?',
  done: '구매가 확정되었습니다.',
  notDelivered: '배송 완료된 상품만 구매확정할 수 있습니다.',
  alreadyConfirmed: '이미 구매확정된 상품입니다.',
  requestPending: '교환·반품 신청을 처리하고 있는 상품은 구매확정할 수 없습니다.',
  lineRequired: '구매확정할 상품을 선택해 주세요.',
  refundRefused: '구매확정된 상품은 교환·반품을 신청할 수 없습니다.',
  settingSaved: '구매확정 설정을 저장했습니다.',
  daysInvalid: `자동 구매확정 기간은 ${autoConfirmDaysLimits.min}일에서 ${autoConfirmDaysLimits.max}일 사이로 입력해 주세요.`,
} as const;

/** The note under the goods of an order: when a delivered line confirms itself. */
export const autoConfirmNote = (days: number) => `배송 완료 후 ${days}일이 지나면 자동으로 구매확정됩니다.`;

/** How a confirmation is shown beside a line: 구매확정 and its day. */
export const confirmedLabel = (confirmedAt: string) => `구매확정 ${confirmedAt.slice(0, 10)}`;

/** Delivery states in which goods have reached the buyer (part of them returned or exchanged later on). */
const confirmableDeliveryStatuses: readonly string[] = [
  'DELIVERED',
  'PART_RETURNED',
  'RAPT_EXCHANGED',
  'FULL_EXCHANGED',
];

/**
 * Whether the buyer may confirm a line now: goods that reached them, not yet confirmed, with units left
 * that were not given back. (A line asked back waits for the request's decision; the server checks that.)
 */
export const isConfirmableLine = (line: {
  deliveryStatus: string | null;
  confirmedAt?: string | Date | null;
  quantity: number;
  refundedQuantity: number;
}): boolean =>
  line.deliveryStatus !== null &&
  confirmableDeliveryStatuses.includes(line.deliveryStatus) &&
  !line.confirmedAt &&
  line.refundedQuantity < line.quantity;

/** POST /new_api/customer/order/{oid}/confirm: the lines the buyer confirms. */
export const purchaseConfirmSchema = z.object({
  orderItemIds: z.array(z.number().int().positive()).max(200),
});

/** The mall's purchase-confirmation setting an administrator edits. */
export const purchaseConfirmationSettingSchema = z.object({
  autoConfirmDays: z.number().int().describe('days after delivery a line confirms itself'),
});
export type PurchaseConfirmationSetting = z.infer<typeof purchaseConfirmationSettingSchema>;

export const isAutoConfirmDays = (days: number) =>
  Number.isInteger(days) && days >= autoConfirmDaysLimits.min && days <= autoConfirmDaysLimits.max;

/** The lines the buyer just confirmed, with their time (yyyy.mm.dd hh:mm:ss, Korean time). */
export const purchaseConfirmedSchema = z.object({
  confirmedList: z.array(
    z.object({
      orderItemId: z.number().int(),
      confirmedAt: z.string(),
      confirmedBy: z.enum(purchaseConfirmers),
    }),
  ),
});
