import { and, asc, eq, type SQL } from 'drizzle-orm';
import { messageOutbox } from '../modules/messaging/messaging.tables';
import { auditLog } from '../platform/audit/audit-log.tables';
import type { Db } from '../platform/db/database';

export type OutboxRow = typeof messageOutbox.$inferSelect;
export type AuditEntry = typeof auditLog.$inferSelect;

/** Which outbox rows to read: every condition given must hold. */
export type OutboxFilter = { id?: number; template?: string; recipient?: string; batchId?: number };

/** The messages queued so far, newest last; only those matching `filter` when it is given. */
export function outboxRows(db: Db, filter: OutboxFilter = {}): Promise<OutboxRow[]> {
  const conditions: SQL[] = [];
  if (filter.id !== undefined) conditions.push(eq(messageOutbox.id, filter.id));
  if (filter.template !== undefined) conditions.push(eq(messageOutbox.template, filter.template));
  if (filter.recipient !== undefined) conditions.push(eq(messageOutbox.recipient, filter.recipient));
  if (filter.batchId !== undefined) conditions.push(eq(messageOutbox.batchId, filter.batchId));
  return db
    .select()
    .from(messageOutbox)
    .where(and(...conditions))
    .orderBy(asc(messageOutbox.id));
}

/** The audit log, oldest first; only the lines about `target` (e.g. `member:12`) when it is given. */
export function auditRows(db: Db, target?: string): Promise<AuditEntry[]> {
  return db
    .select()
    .from(auditLog)
    .where(target === undefined ? undefined : eq(auditLog.target, target))
    .orderBy(asc(auditLog.id));
}
