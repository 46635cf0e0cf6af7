import { confirmedLabel, type OrderSummary, orderPayMethodLabel } from '@edu/shared';
import { Link } from 'react-router';
import { ItemThumbnail } from '@/features/mall/catalog/components/item-thumbnail';
import { formatWon } from '@/lib/format-won';
import { OrderStatusBadge } from './order-status-badge';

/**
 * One order of the list: date, oid, picture, goods, amount (and what refunds gave back), method, status
 * (with why a payment failed, or 구매확정 and its date once every goods line is confirmed) and a link to
 * its detail.
 */
export function OrderListItem({ order }: { order: OrderSummary }) {
  const detail = `/mypage/detail/${encodeURIComponent(order.oid)}`;
  return (
    <li>
      <article className="flex gap-3 p-4 sm:gap-4">
        <ItemThumbnail src={order.thumbnailLink} alt="" className="size-16 shrink-0 rounded-lg sm:size-20" />
        <div className="min-w-0 flex-1 space-y-1">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-500 sm:text-sm">
            <span>{order.orderDate}</span>
            <span aria-hidden="true">·</span>
            <span className="break-all">주문번호 {order.oid}</span>
          </p>
          <h2 className="text-base font-semibold break-words text-slate-900">
            <Link to={detail} className="hover:underline">
              {order.goodname}
            </Link>
          </h2>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
            <strong className="text-slate-900">{formatWon(order.totalPaidAmount)}</strong>
            {order.refundedAmount > 0 && (
              <span className="text-red-700">환불 {formatWon(order.refundedAmount)}</span>
            )}
            <span className="text-slate-600">{orderPayMethodLabel(order.gopaymethod)}</span>
            <OrderStatusBadge status={order.orderStatus} />
            {order.purchaseConfirmedAt && (
              <span className="font-medium text-emerald-700">
                {confirmedLabel(order.purchaseConfirmedAt)}
              </span>
            )}
          </p>
          {order.failReason && <p className="text-sm text-red-700">{order.failReason}</p>}
        </div>
        <Link
          to={detail}
          aria-label={`${order.goodname} 주문 상세 보기`}
          className="hidden shrink-0 self-center rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50 sm:inline-flex"
        >
          상세 보기
        </Link>
      </article>
    </li>
  );
}
