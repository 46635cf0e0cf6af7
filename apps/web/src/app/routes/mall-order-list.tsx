import { OrderListView } from '@/features/mall/orders/components/order-list-view';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /mypage/list and /mypage/paymentList: one screen of the member's orders and payments (login required). */
export function MallOrderListPage() {
  useDocumentTitle('주문/결제 내역');
  return (
    <section className="mx-auto max-w-4xl px-4 py-12 sm:py-16">
      <h1 className="mb-6 text-2xl font-bold text-slate-900">주문/결제 내역</h1>
      <OrderListView />
    </section>
  );
}
