export { type AuditActor, type AuditEntry, recordAudit, systemActor } from './audit-log';
export { auditLogAdminRoutes } from './audit-log.admin-routes';
export { messageAdminRoutes } from './messages.admin-routes';
export { paymentAttentionAdminRoutes } from './payments-attention.admin-routes';
