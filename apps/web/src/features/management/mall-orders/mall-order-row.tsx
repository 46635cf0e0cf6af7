import { type AdminOrderRow, formatPhone, orderPayMethodLabel } from '@edu/shared';
import { orderStatusText } from '@/features/mall';
import { formatWon } from '@/lib/format-won';
import { adminBadgeClass, adminSmallButtonClass, adminTdClass } from '../components/admin-styles';
import { deliveryCountText } from './lib/mall-order-filter';
import { orderStatusTone } from './lib/status-tones';

/** Columns of the orders table, shared with its header so the counts cannot drift. */
export const mallOrderColumns = [
  '주문일시',
  '주문번호',
  '상품',
  '주문자',
  '결제금액',
  '결제수단',
  '상태',
  '배송',
  '상세',
] as const;

type Props = { order: AdminOrderRow; onOpen: (oid: string) => void };

/** One order; the whole row opens its detail for a pointer, the 상세 button for the keyboard. */
export function MallOrderRow({ order, onOpen }: Props) {
  return (
    // The row is a larger target for the mouse only; its 상세 button is the same action for the keyboard.
    <tr className="cursor-pointer hover:bg-slate-50" onClick={() => onOpen(order.oid)}>
      <td className={`${adminTdClass} whitespace-nowrap`}>{order.orderDate}</td>
      <td className={`${adminTdClass} font-mono text-xs`}>{order.oid}</td>
      <td className={`${adminTdClass} min-w-40`}>{order.goodname}</td>
      <td className={adminTdClass}>
        {order.buyerName}
        {order.member.uid && <span className="text-slate-500"> ({order.member.uid})</span>}
        {order.buyerTel && (
          <span className="block text-xs text-slate-500">{formatPhone(order.buyerTel)}</span>
        )}
      </td>
      <td className={`${adminTdClass} whitespace-nowrap`}>{formatWon(order.totalPaidAmount)}</td>
      <td className={`${adminTdClass} whitespace-nowrap`}>{orderPayMethodLabel(order.gopaymethod)}</td>
      <td className={adminTdClass}>
        <span className={adminBadgeClass[orderStatusTone(order.orderStatus)]}>
          {orderStatusText(order.orderStatus)}
        </span>
      </td>
      <td className={`${adminTdClass} whitespace-nowrap`}>{deliveryCountText(order)}</td>
      <td className={adminTdClass}>
        <button
          type="button"
          className={adminSmallButtonClass}
          aria-label={`주문 ${order.oid} 상세`}
          onClick={(event) => {
            // The row would open it too.
            event.stopPropagation();
            onOpen(order.oid);
          }}
        >
          상세
        </button>
      </td>
    </tr>
  );
}
