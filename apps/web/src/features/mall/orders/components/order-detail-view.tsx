import { formatPhone, type OrderDetail, orderMessages, receiptOrganisationText } from '@edu/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageLoading } from '@/components/layout/page-loading';
import { NewWindowMark } from '@/components/ui/new-window-mark';
import { RefundSection } from '@/features/mall/refunds/components/refund-section';
import type { ReviewTarget } from '@/features/mall/reviews/components/review-button';
import { ReviewDialog } from '@/features/mall/reviews/components/review-dialog';
import { ApiError } from '@/lib/api-client';
import { formatWon } from '@/lib/format-won';
import { useOrderDetail } from '../api/get-order-detail';
import { usePaymentReturn } from '../hooks/use-payment-return';
import { canRequestRefund, canReview } from '../lib/after-sale-rules';
import { EscrowSection } from './escrow-section';
import { ExtraPaymentNotice } from './extra-payment-notice';
import { ExtraPaymentResult } from './extra-payment-result';
import { InfoList } from './info-list';
import { OrderGoods } from './order-goods';
import { OrderStatusBadge } from './order-status-badge';
import { PaymentHistory } from './payment-history';
import { PaymentInfoList } from './payment-info-list';
import { ShippingInfoList } from './shipping-info-list';

const sectionTitleClass = 'text-lg font-bold text-slate-900';

/**
 * One of the member's orders in full (spec §2 My page, fuller order detail): goods per delivery group and
 * contents with their review buttons, a pending extra charge, buyer and shipping, payment info, the payment
 * history with receipts, and the exchange / return / cancel requests. After an extra payment the address
 * tells its outcome (or a closed window) once.
 */
export function OrderDetailView({ oid }: { oid: string }) {
  const paymentReturn = usePaymentReturn();
  const attempt = paymentReturn.attempt;
  return (
    <div className="space-y-6">
      {attempt && (
        <ExtraPaymentResult key={attempt.paymentOid} attempt={attempt} onDismiss={paymentReturn.dismiss} />
      )}
      <OrderDetailLoader oid={oid} />
    </div>
  );
}

function OrderDetailLoader({ oid }: { oid: string }) {
  const order = useOrderDetail(oid);
  if (order.data) return <OrderDetailBody order={order.data} />;
  if (order.isError) {
    const notFound = order.error instanceof ApiError && order.error.status === 404;
    return (
      <div role="alert" className="space-y-4 rounded-2xl border border-slate-200 bg-white p-6 text-center">
        <p className="text-slate-700">{notFound ? orderMessages.orderNotFound : order.error.message}</p>
        <Link to="/mypage/list" className="font-semibold text-brand-700 hover:underline">
          주문 내역으로
        </Link>
      </div>
    );
  }
  return <PageLoading label="주문 정보를 불러오는 중…" />;
}

function OrderDetailBody({ order }: { order: OrderDetail }) {
  const buyer = order.orderBuyer;
  const shipping = order.shipping;
  const [reviewing, setReviewing] = useState<ReviewTarget | null>(null);
  // Reviews are offered once the order is paid (ORDER_DONE or later); the server decides in the end.
  const onReview = canReview(order.orderStatus) ? setReviewing : undefined;
  return (
    <div className="space-y-10">
      <ExtraPaymentNotice order={order} />
      {order.orderStatus === 'PAY_FAIL' && (
        <div role="alert" className="space-y-1 rounded-2xl border border-red-200 bg-red-50 px-4 py-4">
          <h2 className="text-base font-bold text-red-800">결제 실패</h2>
          <p className="text-sm text-red-900">
            {order.failReason ?? '결제가 완료되지 않아 주문이 취소되었습니다.'}
          </p>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl bg-slate-50 px-4 py-3 text-sm">
        <span className="text-slate-600">
          주문일 <span className="text-slate-900">{order.orderDate}</span>
        </span>
        <span className="break-all text-slate-600">
          주문번호 <span className="text-slate-900">{order.oid}</span>
        </span>
        <OrderStatusBadge status={order.orderStatus} />
        {order.confirm_date && (
          <Link
            to={`/mypage/statement/${encodeURIComponent(order.oid)}`}
            target="_blank"
            className="ml-auto font-semibold text-brand-700 hover:underline"
          >
            거래명세서 출력
            <NewWindowMark />
          </Link>
        )}
      </div>

      <EscrowSection order={order} />

      {/* An escrow order is confirmed in the provider's window, not line by line. */}
      <OrderGoods order={order} onReview={onReview} purchaseConfirmation={!order.escrow} />

      <div className="grid gap-10 md:grid-cols-2">
        <section aria-labelledby="detail-buyer-title" className="space-y-3">
          <h2 id="detail-buyer-title" className={sectionTitleClass}>
            주문자 정보
          </h2>
          <InfoList
            items={[
              { label: '이름', value: buyer.buyerName },
              { label: '연락처', value: formatPhone(buyer.buyerTel) },
              { label: '이메일', value: buyer.buyerEmail },
              order.receiptOrganisation && {
                label: '영수증 명의',
                value: receiptOrganisationText(order.receiptOrganisation),
              },
            ]}
          />
        </section>
        {shipping && (
          <section aria-labelledby="detail-shipping-title" className="space-y-3">
            <h2 id="detail-shipping-title" className={sectionTitleClass}>
              배송지 정보
            </h2>
            <ShippingInfoList shipping={shipping} />
          </section>
        )}
      </div>

      <section aria-labelledby="detail-payment-title" className="space-y-3">
        <h2 id="detail-payment-title" className={sectionTitleClass}>
          결제 정보
        </h2>
        <div className="grid gap-6 md:grid-cols-2">
          <InfoList
            items={[
              { label: '상품 금액', value: formatWon(order.totalOrderRegularPrice) },
              {
                label: '할인 금액',
                value:
                  order.totalOrderDiscountAmount > 0
                    ? `-${formatWon(order.totalOrderDiscountAmount)}`
                    : formatWon(0),
              },
              { label: '배송비', value: formatWon(order.totalOrderDeliveryFee) },
              { label: '주문 확정일', value: order.confirm_date ?? '-' },
            ]}
          />
          <PaymentInfoList order={order} />
        </div>
      </section>

      <section aria-labelledby="detail-history-title" className="space-y-3">
        <h2 id="detail-history-title" className={sectionTitleClass}>
          결제 내역
        </h2>
        <PaymentHistory order={order} />
      </section>

      <RefundSection order={order} canRequest={canRequestRefund(order.orderStatus)} />

      <Link
        to="/mypage/list"
        className="inline-flex rounded-lg border border-slate-300 px-4 py-2.5 font-semibold text-slate-700 hover:bg-slate-50"
      >
        주문 내역으로
      </Link>

      {reviewing && (
        <ReviewDialog
          {...reviewing}
          onClose={() => setReviewing(null)}
          // Saving or deleting reads the order again by itself (its review buttons change).
          onSaved={() => undefined}
        />
      )}
    </div>
  );
}
