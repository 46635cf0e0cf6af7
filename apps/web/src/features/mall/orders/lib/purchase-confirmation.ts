import { confirmedLabel, type OrderDetail } from '@edu/shared';

type OrderProduct = OrderDetail['deliveryList'][number]['orderProductList'][number];

/** How a confirmed line says so: 구매확정 and its day, marked when it confirmed itself after delivery. */
export function confirmationText(product: Pick<OrderProduct, 'confirmedAt' | 'confirmedBy'>): string | null {
  if (!product.confirmedAt) return null;
  const text = confirmedLabel(product.confirmedAt);
  return product.confirmedBy === 'auto' ? `${text} (자동)` : text;
}

/** Whether any goods line of the order is delivered and waits for its confirmation (the note is shown then). */
export const awaitsConfirmation = (order: Pick<OrderDetail, 'deliveryList'>): boolean =>
  order.deliveryList.some((group) =>
    group.orderProductList.some(
      (product) =>
        !product.confirmedAt && product.deliveredAt != null && product.refundedQuantity < product.quantity,
    ),
  );
