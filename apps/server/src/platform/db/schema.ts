// Every table of every module, for drizzle's typed queries and for drizzle-kit's migration generator.
export * from '../../modules/accounts/accounts.tables';
export * from '../../modules/accounts/social/social-login.tables';
export * from '../../modules/admin/audit-log.tables';
export * from '../../modules/community/community.tables';
export * from '../../modules/conferences/conferences.tables';
export * from '../../modules/inquiries/inquiries.tables';
export * from '../../modules/introduction/introduction.tables';
export * from '../../modules/kiosk/kiosk.tables';
export * from '../../modules/mall/cart/cart.tables';
export * from '../../modules/mall/catalog/catalog.tables';
export * from '../../modules/mall/orders/orders.tables';
export * from '../../modules/mall/reviews/reviews.tables';
export * from '../../modules/messaging/messaging.tables';
export * from '../../modules/notifications/notifications.tables';
export * from '../../modules/payments/payments.tables';
export * from '../../modules/registrations/registrations.tables';
