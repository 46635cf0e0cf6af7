import { useParams } from 'react-router';
import { cardClass } from '@/components/form/form-styles';
import { OrderDoneView } from '@/features/mall/orders/components/order-done-view';

/**
 * /mypage/order_done/{oid}: where the payment window (or a free order) lands (login required); the view
 * titles the page by the payment's outcome.
 */
export function MallOrderDonePage() {
  const oid = useParams().oid ?? '';
  return (
    <section className="mx-auto max-w-2xl px-4 py-12 sm:py-16">
      <div className={cardClass}>
        <OrderDoneView oid={oid} />
      </div>
    </section>
  );
}
