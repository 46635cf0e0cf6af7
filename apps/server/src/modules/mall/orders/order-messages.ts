import { formatWon } from '@edu/shared';
import { kstDateTime } from '../../../platform/korean-time';
import type { OutgoingMessage } from '../../messaging';

type Order = { oid: string; buyerName: string; buyerTel: string; goodName: string; totalPaidAmount: number };

const recipientOf = (order: Order) => order.buyerTel.replace(/\D/g, '');

/** The KakaoTalk message of a paid order (sent once, when it becomes ORDER_DONE). */
export function orderPaidMessage(order: Order): OutgoingMessage {
  const text = `[하나바이블] ${order.buyerName}님, 주문이 완료되었습니다.
주문번호: ${order.oid}
상품: ${order.goodName}
결제 금액: ${formatWon(order.totalPaidAmount)}
주문 내역은 마이페이지 > 주문/결제 내역에서 확인하실 수 있습니다.`;
  return { recipient: recipientOf(order), template: 'mall_paid', text, fallbackText: text };
}

/** The KakaoTalk message of an order waiting for its deposit: bank, account, amount and deadline. */
export function orderDepositRequestMessage(
  order: Order,
  account: { bankName: string; number: string; holder: string; deadline: Date },
): OutgoingMessage {
  const text = `[하나바이블] ${order.buyerName}님, 주문이 접수되었습니다.
주문번호: ${order.oid}
입금 계좌: ${account.bankName} ${account.number} (예금주 ${account.holder})
입금 금액: ${formatWon(order.totalPaidAmount)}
입금 기한: ${kstDateTime(account.deadline)}
기한 내에 입금하지 않으시면 주문이 취소됩니다.`;
  return { recipient: recipientOf(order), template: 'mall_vbank', text, fallbackText: text };
}
