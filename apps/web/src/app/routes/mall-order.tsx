import { Link } from 'react-router';
import { OrderFormView } from '@/features/mall/orders/components/order-form-view';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /order?cartIdSet=…, /order2 and /order/{paymentStatus}: the order form (login required). */
export function MallOrderPage() {
  useDocumentTitle('주문서');
  return (
    <section className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <Link
        to="/mypage/cart"
        className="inline-flex items-center gap-1 text-sm font-medium text-slate-600 hover:text-slate-900"
      >
        <span aria-hidden="true">‹</span> 장바구니로 돌아가기
      </Link>
      <h1 className="mt-2 mb-8 text-2xl font-bold text-slate-900 sm:text-3xl">주문서</h1>
      <OrderFormView />
    </section>
  );
}
