export { type AuditActor, type AuditEntry, recordAudit } from './audit-log';
export { auditLogAdminRoutes } from './audit-log.admin-routes';
export { messageAdminRoutes } from './messages.admin-routes';
