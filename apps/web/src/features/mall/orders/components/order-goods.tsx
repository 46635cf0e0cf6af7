import { autoConfirmNote, defaultAutoConfirmDays, type OrderDetail } from '@edu/shared';
import type { ReviewTarget } from '@/features/mall/reviews/components/review-button';
import { awaitsConfirmation } from '../lib/purchase-confirmation';
import { OrderContentList } from './order-content-list';
import { OrderDeliveryGroup } from './order-delivery-group';

/**
 * 주문 상품: the goods per delivery group and the contents (each paid one with its way into the content
 * box); with `onReview` each line gets its review button, and with `purchaseConfirmation` each delivered
 * line its 구매확정 button, under the note of when it confirms itself.
 */
export function OrderGoods({
  order,
  onReview,
  purchaseConfirmation = false,
}: {
  order: Pick<OrderDetail, 'oid' | 'deliveryList' | 'contentList' | 'autoConfirmDays'>;
  onReview?: (target: ReviewTarget) => void;
  purchaseConfirmation?: boolean;
}) {
  if (order.deliveryList.length === 0 && order.contentList.length === 0) return null;
  return (
    <section aria-labelledby="order-goods-title" className="space-y-4">
      <h2 id="order-goods-title" className="text-lg font-bold text-slate-900">
        주문 상품
      </h2>
      {order.deliveryList.map((group, index) => (
        <OrderDeliveryGroup
          key={group.warehouseId}
          group={group}
          index={index}
          onReview={onReview}
          confirmOid={purchaseConfirmation ? order.oid : undefined}
        />
      ))}
      {purchaseConfirmation && awaitsConfirmation(order) && (
        <p className="text-sm text-slate-600">
          {autoConfirmNote(order.autoConfirmDays ?? defaultAutoConfirmDays)}
        </p>
      )}
      {order.contentList.length > 0 && <OrderContentList contents={order.contentList} onReview={onReview} />}
    </section>
  );
}
