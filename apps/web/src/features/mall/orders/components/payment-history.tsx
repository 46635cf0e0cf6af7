import { type OrderDetail, orderPayMethodLabel } from '@edu/shared';
import type { MouseEvent } from 'react';
import { formatWon } from '@/lib/format-won';
import { openReceiptWindow, receiptUrl } from '../api/receipt';
import { partlyRefundedStatus, refundMethodText } from '../lib/order-labels';
import { OrderStatusBadge } from './order-status-badge';

type Payment = OrderDetail['paymentList'][number];
type Refund = OrderDetail['refundList'][number];

/** Opens the receipt in a small window; when the browser blocks it, the link opens a new tab instead. */
function openReceipt(event: MouseEvent<HTMLAnchorElement>, payment: Payment) {
  if (openReceiptWindow(payment.oid)) event.preventDefault();
}

const rowClass = 'flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 text-sm';
const lineClass = 'flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-600';

/**
 * The order's money: each payment (the order and any extra payment) with its receipt, and after them
 * each refund with its amount, date, how it went back and — for a deposit — the account, then what
 * remains paid.
 */
export function PaymentHistory({
  order,
}: {
  order: Pick<OrderDetail, 'paymentList' | 'refundList' | 'remainingPaidAmount'>;
}) {
  const { paymentList: payments, refundList: refunds } = order;
  if (payments.length === 0) return <p className="text-sm text-slate-600">결제 내역이 없습니다.</p>;
  return (
    <div className="space-y-3">
      <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white">
        {payments.map((payment) => (
          <PaymentRow key={payment.oid} payment={payment} />
        ))}
        {refunds.map((refund) => (
          <RefundRow key={`refund-${refund.refundId}`} refund={refund} />
        ))}
      </ul>
      {refunds.length > 0 && (
        <p className="text-right text-sm text-slate-700">
          환불 후 결제 금액 <strong className="text-slate-900">{formatWon(order.remainingPaidAmount)}</strong>
        </p>
      )}
    </div>
  );
}

function PaymentRow({ payment }: { payment: Payment }) {
  const partlyRefunded = payment.refundedAmount > 0 && payment.refundedAmount < payment.paidAmount;
  return (
    <li className={rowClass}>
      <div className="min-w-0 flex-1 space-y-1">
        <p className="font-medium break-words text-slate-900">{payment.goodName}</p>
        <p className={lineClass}>
          <span>{payment.payDate}</span>
          <span aria-hidden="true">·</span>
          <span>{orderPayMethodLabel(payment.payMethod)}</span>
          <strong className="text-slate-900">{formatWon(payment.paidAmount)}</strong>
          <OrderStatusBadge status={partlyRefunded ? partlyRefundedStatus : payment.orderStatus} />
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
  );
}

function RefundRow({ refund }: { refund: Refund }) {
  const account = refund.account;
  return (
    <li className={rowClass}>
      <div className="min-w-0 flex-1 space-y-1">
        <p className="font-medium text-slate-900">
          {refund.refundType === 'CANCEL' ? '취소 환불' : '반품 환불'}
        </p>
        <p className={lineClass}>
          <span>{refund.refundedAt}</span>
          <span aria-hidden="true">·</span>
          <span>{refundMethodText(refund.payMethod)}</span>
          <strong className="text-red-700">-{formatWon(refund.amount)}</strong>
          <OrderStatusBadge status="REFUNDED" />
        </p>
        {account && (
          <p className="break-words text-slate-600">
            환불 계좌 {account.bankName} {account.number} ({account.owner})
          </p>
        )}
      </div>
    </li>
  );
}
