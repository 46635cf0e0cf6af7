export { extraPaymentAdminRoutes } from './admin-extra.routes';
export { expireOrderHolds } from './expire-order-holds';
export { extraPaymentOutcome } from './extra-payments';
export { mallPaymentOutcome } from './mall-payment-outcome';
export { registerOrderJobs } from './order-jobs';
export { orderRoutes } from './orders.routes';
export * from './orders.tables';
