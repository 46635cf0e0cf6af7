import { orderMessages } from '@edu/shared';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageLoading } from '@/components/layout/page-loading';
import { ApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useOrderDetail } from '../api/get-order-detail';
import { useOrderPayment } from '../api/get-order-payment';
import { paymentOutcomeOf } from '../lib/payment-outcome';
import { OrderDoneSummary } from './order-done-summary';

const primaryLinkClass = 'rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700';
const secondaryLinkClass =
  'rounded-lg border border-slate-300 px-4 py-2.5 font-semibold text-slate-700 hover:bg-slate-50';

/**
 * /mypage/order_done/{oid}: after the payment window (?oid={payment attempt}&payDevice=…) the payment's
 * outcome as the server tells it — checking, failed or succeeded — then the order; without a payment
 * (a free order) the order at once. The page is titled 결제 실패 when the payment failed, 주문 완료
 * otherwise.
 */
export function OrderDoneView({ oid }: { oid: string }) {
  const [query] = useSearchParams();
  const paymentOid = query.get('oid') ?? '';
  const device = query.get('payDevice') ?? 'pc';
  const { payment, gaveUp } = useOrderPayment(paymentOid, device);
  const outcome = payment.data ? paymentOutcomeOf(payment.data.status) : null;
  // Without a payment attempt, or when its result cannot be read, the order's own status tells.
  const showOrder = paymentOid === '' || outcome === 'succeeded' || payment.isError;
  const order = useOrderDetail(oid, showOrder);
  const failed = outcome === 'failed' || order.data?.orderStatus === 'PAY_FAIL';
  const title = failed ? '결제 실패' : '주문 완료';
  useDocumentTitle(title);

  // The paid rows have left the cart: its page and badge read it again.
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: ['cart'] });
  }, [queryClient]);

  let body: ReactNode;
  if (paymentOid && payment.isPending) {
    body = <PageLoading label="결제 결과를 확인하는 중…" showLabel />;
  } else if (outcome === 'checking') {
    body = (
      <div role="status" className="space-y-2">
        <p className="text-xl font-bold text-slate-900">결제 확인 중</p>
        <p className="text-slate-700">
          {gaveUp
            ? '결제 결과 확인이 늦어지고 있습니다. 잠시 후 주문 내역에서 확인해 주세요.'
            : '결제 결과를 확인하고 있습니다. 결제를 다시 시도하지 말고 잠시 기다려 주세요.'}
        </p>
      </div>
    );
  } else if (outcome === 'failed') {
    body = (
      <div role="alert" className="space-y-2">
        <p className="text-xl font-bold text-red-700">{orderMessages.paymentFailed}</p>
        {payment.data?.resultMsg && <p className="text-slate-700">{payment.data.resultMsg}</p>}
      </div>
    );
  } else if (order.data) {
    body = <OrderDoneSummary order={order.data} />;
  } else if (order.isError) {
    body = (
      <p role="alert" className="text-red-700">
        {order.error instanceof ApiError && order.error.status === 404
          ? orderMessages.orderNotFound
          : order.error.message}
      </p>
    );
  } else {
    body = <PageLoading label="주문 정보를 불러오는 중…" />;
  }

  return (
    <>
      <h1 className="mb-6 text-2xl font-bold text-slate-900">{title}</h1>
      {body}
      <div className="mt-8 flex flex-wrap gap-3">
        {outcome === 'failed' && (
          <Link to="/mypage/cart" className={primaryLinkClass}>
            장바구니로 돌아가기
          </Link>
        )}
        <Link to="/mall" className={outcome === 'failed' ? secondaryLinkClass : primaryLinkClass}>
          쇼핑 계속하기
        </Link>
        <Link to="/mypage/list" className={secondaryLinkClass}>
          주문 내역
        </Link>
        {!failed && (order.data?.contentList.length ?? 0) > 0 && (
          <Link to="/mypage/contentsBox" className={secondaryLinkClass}>
            콘텐츠함
          </Link>
        )}
      </div>
    </>
  );
}
