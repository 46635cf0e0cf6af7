import { type Refund, type RefundState, refundStateLabels } from '@edu/shared';

/** A request's state in Korean; a state this page does not know is shown as it is. */
export const refundStateText = (status: string): string => refundStateLabels[status as RefundState] ?? status;

export type RefundTone = 'waiting' | 'refused' | 'closed' | 'moving';

/**
 * How a request's state looks: waiting for review (amber, so it is seen to wait), refused (red), withdrawn
 * or finished (grey), being carried out (the usual colour).
 */
export function refundStateTone(status: string): RefundTone {
  if (status === 'REFUND_REQUESTED') return 'waiting';
  if (status === 'REFUND_DENIED' || status === 'REFUND_PAY_FAIL') return 'refused';
  if (['REFUND_REQUEST_CANCEL', 'REFUND_PAID', 'REFUND_DONE', 'REFUND_CANCEL'].includes(status))
    return 'closed';
  return 'moving';
}

/** The request's scope: the whole order or the chosen products. */
export const refundMethodText = (method: 'ALL' | 'PART'): string =>
  method === 'ALL' ? '전체 신청' : '일부 상품';

/**
 * The units a request asks of a line: "2개", or each option line's when it names them ("2개 (유아부 /
 * 학생용 1개, 유아부 / 교사용 1개)").
 */
export function refundUnitsText(item: Pick<Refund['items'][number], 'quantity' | 'options'>): string {
  const options = item.options.map((option) => `${option.label} ${option.quantity}개`);
  return options.length > 0 ? `${item.quantity}개 (${options.join(', ')})` : `${item.quantity}개`;
}
