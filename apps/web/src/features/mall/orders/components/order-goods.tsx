import type { OrderDetail } from '@edu/shared';
import type { ReviewTarget } from '@/features/mall/reviews/components/review-button';
import { OrderContentList } from './order-content-list';
import { OrderDeliveryGroup } from './order-delivery-group';

/**
 * 주문 상품: the goods per delivery group and the contents (each paid one with its way into the content
 * box); with `onReview` each line gets its review button.
 */
export function OrderGoods({
  order,
  onReview,
}: {
  order: Pick<OrderDetail, 'deliveryList' | 'contentList'>;
  onReview?: (target: ReviewTarget) => void;
}) {
  if (order.deliveryList.length === 0 && order.contentList.length === 0) return null;
  return (
    <section aria-labelledby="order-goods-title" className="space-y-4">
      <h2 id="order-goods-title" className="text-lg font-bold text-slate-900">
        주문 상품
      </h2>
      {order.deliveryList.map((group, index) => (
        <OrderDeliveryGroup key={group.warehouseId} group={group} index={index} onReview={onReview} />
      ))}
      {order.contentList.length > 0 && <OrderContentList contents={order.contentList} onReview={onReview} />}
    </section>
  );
}
