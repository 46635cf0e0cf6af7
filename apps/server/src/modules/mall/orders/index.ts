export { extraPaymentAdminRoutes } from './admin-extra.routes';
export { type AfterSaleRecords, readAfterSalesThrough } from './after-sale-records';
export {
  closeRequestOnOrder,
  holdOrderForRequest,
  lockUnconfirmedLines,
  orderLineIds,
  releaseOrderHold,
} from './after-sale-states';
export { type BoughtLine, boughtLinesByIds, memberPaidLine } from './bought-lines';
export { expireOrderHolds } from './expire-order-holds';
export { extraPaymentOutcome } from './extra-payments';
export { shownToMember } from './list-orders';
export { mallPaymentOutcome } from './mall-payment-outcome';
export { countMemberOrdersSince } from './member-order-count';
export { registerOrderJobs } from './order-jobs';
export { optionLabelsOf, optionLinesByIds, orderLinesByIds, productLinesOf } from './order-line-lookups';
export { memberOrderByOid, type OrderSummary, orderById, ordersByIds } from './order-lookups';
export { stockClaimOfUnits } from './order-stock';
export { mallOrderAdminRoutes } from './orders.admin-routes';
export { orderRoutes } from './orders.routes';
export {
  type LineUnits,
  linesLeftToRefund,
  markLinesRefunded,
  markLinesRestocked,
  type OptionUnits,
  optionLinesOf,
} from './refunded-lines';
export { returnGroupsOf } from './return-groups';
export { unpaidExtraChargeOf } from './unpaid-extra-charge';
