export { refundRoutes } from './refunds.routes';
export * from './refunds.tables';
