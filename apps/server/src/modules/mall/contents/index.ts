export { closeRefundedContents } from './close-refunded-contents';
export { downloadableStatuses } from './content-expiry';
export { contentRoutes } from './contents.routes';
export * from './contents.tables';
