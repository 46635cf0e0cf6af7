// What the mall feature offers the other features: they import it from here, never from its folders.

export { mediaUrl } from '@edu/shared';
export { useCartCount } from './cart/api/get-cart-count';
export { ItemThumbnail } from './catalog/components/item-thumbnail';
export { useContentCount } from './contents/api/get-content-count';
export { InfoList } from './orders/components/info-list';
export { OrderStatementLoader } from './orders/components/order-statement-loader';
export { PaymentInfoList } from './orders/components/payment-info-list';
export {
  type DateRange,
  dateRangeProblem,
  defaultOrderRange,
  koreanToday,
} from './orders/lib/order-date-range';
export { deliveryStatusText, optionLineText, orderStatusText } from './orders/lib/order-labels';
export { confirmationText } from './orders/lib/purchase-confirmation';
export { refundMethodText, refundStateText, refundUnitsText } from './refunds/lib/refund-labels';
export { ReviewStars } from './reviews/components/star-rating';
