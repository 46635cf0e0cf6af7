export { type AuditActor, type AuditEntry, recordAudit, recordAudits, systemActor } from './audit-log';
export { auditLogAdminRoutes } from './audit-log.admin-routes';
