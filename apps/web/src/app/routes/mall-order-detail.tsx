import { useParams } from 'react-router';
import { OrderDetailView } from '@/features/mall/orders/components/order-detail-view';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /mypage/detail/{oid} and /mypage/list/{oid}: one of the member's orders in full (login required). */
export function MallOrderDetailPage() {
  useDocumentTitle('주문 상세');
  const oid = useParams().oid ?? '';
  return (
    <section className="mx-auto max-w-4xl px-4 py-12 sm:py-16">
      <h1 className="mb-6 text-2xl font-bold text-slate-900">주문 상세</h1>
      <OrderDetailView oid={oid} />
    </section>
  );
}
