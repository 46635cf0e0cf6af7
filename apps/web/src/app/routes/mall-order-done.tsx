import { useParams } from 'react-router';
import { cardClass } from '@/components/form/form-styles';
import { OrderDoneView } from '@/features/mall/orders/components/order-done-view';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /mypage/order_done/{oid}: where the payment window (or a free order) lands (login required). */
export function MallOrderDonePage() {
  useDocumentTitle('주문 완료');
  const oid = useParams().oid ?? '';
  return (
    <section className="mx-auto max-w-2xl px-4 py-12 sm:py-16">
      <div className={cardClass}>
        <h1 className="mb-6 text-2xl font-bold text-slate-900">주문 완료</h1>
        <OrderDoneView oid={oid} />
      </div>
    </section>
  );
}
