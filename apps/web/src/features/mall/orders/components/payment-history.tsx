import { type OrderDetail, orderPayMethodLabel } from '@edu/shared';
import type { MouseEvent } from 'react';
import { formatWon } from '@/lib/format-won';
import { openReceiptWindow, receiptUrl } from '../api/receipt';
import { OrderStatusBadge } from './order-status-badge';

type Payment = OrderDetail['paymentList'][number];

/** Opens the receipt in a small window; when the browser blocks it, the link opens a new tab instead. */
function openReceipt(event: MouseEvent<HTMLAnchorElement>, payment: Payment) {
  if (openReceiptWindow(payment.oid)) event.preventDefault();
}

/** The order's payments (the order and any extra payment), each with its receipt when one exists. */
export function PaymentHistory({ payments }: { payments: Payment[] }) {
  if (payments.length === 0) return <p className="text-sm text-slate-600">결제 내역이 없습니다.</p>;
  return (
    <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white">
      {payments.map((payment) => (
        <li key={payment.oid} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 text-sm">
          <div className="min-w-0 flex-1 space-y-1">
            <p className="font-medium break-words text-slate-900">{payment.goodName}</p>
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-600">
              <span>{payment.payDate}</span>
              <span aria-hidden="true">·</span>
              <span>{orderPayMethodLabel(payment.payMethod)}</span>
              <strong className="text-slate-900">{formatWon(payment.paidAmount)}</strong>
              <OrderStatusBadge status={payment.orderStatus} />
            </p>
          </div>
          {payment.receipt && (
            <a
              href={receiptUrl(payment.oid)}
              target="_blank"
              rel="noopener noreferrer"
              onClick={(event) => openReceipt(event, payment)}
              aria-label={`${payment.goodName} 영수증 보기 (새 창)`}
              className="shrink-0 rounded-lg border border-slate-300 px-3 py-2 font-medium text-slate-700 hover:bg-slate-50"
            >
              영수증
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
