export { registerRefundJobs } from './refund-jobs';
export { refundAdminRoutes } from './refunds.admin-routes';
export { refundRoutes } from './refunds.routes';
export * from './refunds.tables';
export { settleMallRefundsThrough } from './settle-refund';
