/** How an administrator ships a product line: the courier it goes with, and what stops it shipping. */
import { type RefundType, refundTypeLabels } from './after-sale.constants';
import { type Courier, couriers } from './mall-admin.contract';

/** Words that name each courier however it was typed ("CJ 대한통운", "대한통운", "우체국"). */
const courierWords: Record<Courier, readonly string[]> = {
  CJ대한통운: ['대한통운', 'cj'],
  한진택배: ['한진'],
  롯데택배: ['롯데'],
  우체국택배: ['우체국'],
  로젠택배: ['로젠'],
};

/**
 * The courier among ours that a name typed freely (a warehouse's 택배사 in 배송 설정) means, or null when
 * it names none or more than one of them ("직접 배송", "CJ 또는 한진"): the 발송 form's first choice.
 */
export function courierNamed(text: string | null | undefined): Courier | null {
  const bare = (text ?? '').replace(/\s/g, '').toLowerCase();
  if (!bare) return null;
  const exact = couriers.find((courier) => courier.toLowerCase() === bare);
  if (exact) return exact;
  const named = couriers.filter((courier) => courierWords[courier].some((word) => bare.includes(word)));
  return named.length === 1 ? (named[0] as Courier) : null;
}

/**
 * Why a product line must not ship while the buyer's exchange, return or cancellation of it waits for a
 * decision: said on the line in the order's detail and by the server when it refuses to ship it.
 */
export const pendingRequestShipMessage = (type: RefundType): string =>
  `${refundTypeLabels[type]} 신청이 처리 중인 상품입니다. 쇼핑몰 교환·반품에서 신청을 먼저 처리한 뒤 발송해 주세요.`;
