export { afterSaleAnswers } from './after-sale-answers';
export { registerRefundJobs } from './refund-jobs';
export { refundAdminRoutes } from './refunds.admin-routes';
export { refundRoutes } from './refunds.routes';
export { settleMallRefundsThrough } from './settle-refund';
