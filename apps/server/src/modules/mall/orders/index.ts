export { extraPaymentAdminRoutes } from './admin-extra.routes';
export {
  closeRequestOnOrder,
  holdOrderForRequest,
  orderLineIds,
  releaseOrderHold,
} from './after-sale-states';
export { expireOrderHolds } from './expire-order-holds';
export { extraPaymentOutcome } from './extra-payments';
export { shownToMember } from './list-orders';
export { mallPaymentOutcome } from './mall-payment-outcome';
export { registerOrderJobs } from './order-jobs';
export { stockClaimOfUnits } from './order-stock';
export { mallOrderAdminRoutes } from './orders.admin-routes';
export { orderRoutes } from './orders.routes';
export * from './orders.tables';
export {
  type LineUnits,
  linesLeftToRefund,
  markLinesRefunded,
  markLinesRestocked,
  optionLinesOf,
} from './refunded-lines';
export { returnGroupsOf } from './return-groups';
