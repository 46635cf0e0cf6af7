import { count, desc, eq, like, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { containsPattern } from '../../platform/db/like-pattern';
import { auditLog } from './audit-log.tables';

/** Who did it: the administrator's session as requireLevel answers it. */
export type AuditActor = { memberIdx: number; uid: string };

/** The server itself (a provider's notice, a repair job) when no administrator acted. */
export const systemActor: AuditActor = { memberIdx: 0, uid: 'system' };

export type AuditEntry = {
  action: string;
  target: string;
  summary: string;
  details?: Record<string, unknown>;
};

/** Anything that can run an insert: the database or the transaction of the change being logged. */
type Writer = Pick<Db, 'insert'>;

/** Records one administrator change; call it inside the change's own transaction. */
export async function recordAudit(writer: Writer, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await writer.insert(auditLog).values({
    actorIdx: actor.memberIdx,
    actorUid: actor.uid,
    action: entry.action,
    target: entry.target,
    summary: entry.summary,
    details: entry.details ?? null,
  });
}

/** The log newest first, `size` a page, optionally only the entries whose action, target or summary hold `search`. */
export async function listAuditLog(
  db: Db,
  options: { page: number; size: number; search?: string | undefined },
) {
  const text = options.search?.trim();
  const where: SQL | undefined = text
    ? or(
        like(auditLog.summary, containsPattern(text)),
        eq(auditLog.target, text),
        eq(auditLog.action, text),
        eq(auditLog.actorUid, text),
      )
    : undefined;
  const [counted] = await db.select({ n: count() }).from(auditLog).where(where);
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(options.size)
    .offset((options.page - 1) * options.size);
  return {
    pageInfo: { page: options.page, size: options.size, total: counted?.n ?? 0 },
    list: rows.map((row) => ({
      id: row.id,
      actorUid: row.actorUid,
      action: row.action,
      target: row.target,
      summary: row.summary,
      details: row.details,
      created_date: row.createdAt.toISOString(),
    })),
  };
}
