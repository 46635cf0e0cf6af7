import { count, desc, eq, like, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { containsPattern } from '../db/like-pattern';
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
export function recordAudit(writer: Writer, actor: AuditActor, entry: AuditEntry): Promise<void> {
  return recordAudits(writer, actor, [entry]);
}

/**
 * Records many administrator changes in one go (a bulk upload's lines), in the changes' transaction: a
 * few statements rather than one per change, so the transaction stays short.
 */
export async function recordAudits(writer: Writer, actor: AuditActor, entries: AuditEntry[]): Promise<void> {
  for (let start = 0; start < entries.length; start += 1_000)
    await writer.insert(auditLog).values(
      entries.slice(start, start + 1_000).map((entry) => ({
        actorIdx: actor.memberIdx,
        actorUid: actor.uid,
        action: entry.action,
        target: entry.target,
        summary: entry.summary,
        details: entry.details ?? null,
      })),
    );
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
