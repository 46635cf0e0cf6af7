import { waitingListMessages as texts } from '@edu/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { type AuditActor, recordAudit } from '../../platform/audit';
import type { Db } from '../../platform/db/database';
import { badRequest, conflict, notFound } from '../../platform/http/app-error';
import { endEntry } from './end-offers';
import { waitingEntries } from './waiting-list.tables';

/**
 * An administrator moves a live entry one place up or down its department's list (swapping places
 * with its neighbour), in one transaction with the audit line.
 */
export async function moveEntry(options: {
  db: Db;
  entryIdx: number;
  direction: 'up' | 'down';
  actor: AuditActor;
}) {
  await options.db.transaction(async (tx) => {
    const [entry] = await tx
      .select()
      .from(waitingEntries)
      .where(eq(waitingEntries.idx, options.entryIdx))
      .for('update');
    if (!entry) throw notFound(texts.entryNotFound);
    if (entry.status !== '대기' && entry.status !== '제안중') throw conflict(texts.entryClosed);
    const list = await tx
      .select({ idx: waitingEntries.idx, position: waitingEntries.position, name: waitingEntries.name })
      .from(waitingEntries)
      .where(
        and(
          eq(waitingEntries.conferenceDetailIdx, entry.conferenceDetailIdx),
          inArray(waitingEntries.status, ['대기', '제안중']),
        ),
      )
      .orderBy(asc(waitingEntries.position), asc(waitingEntries.idx))
      .for('update');
    const at = list.findIndex((row) => row.idx === entry.idx);
    const other = list[options.direction === 'up' ? at - 1 : at + 1];
    if (at < 0 || !other) throw badRequest(texts.cannotMove);
    // Renumber the whole list in its new order, so equal positions (two joins at once) never block a move.
    const order = list.map((row) => row.idx);
    const otherAt = order.indexOf(other.idx);
    [order[at], order[otherAt]] = [other.idx, entry.idx];
    for (const [index, idx] of order.entries())
      await tx
        .update(waitingEntries)
        .set({ position: index + 1 })
        .where(eq(waitingEntries.idx, idx));
    await recordAudit(tx, options.actor, {
      action: 'waiting.move',
      target: `waiting:${entry.idx}`,
      summary: `대기 순서 변경: ${entry.name} (${entry.headcount}명) ${at + 1}번 → ${otherAt + 1}번`,
      details: { detailIdx: entry.conferenceDetailIdx, order },
    });
  });
}

/**
 * An administrator removes a live entry (삭제); seats held for its offer go to the next entry. Answers
 * the outbox ids to dispatch.
 */
export async function removeEntry(options: { db: Db; entryIdx: number; actor: AuditActor; now?: Date }) {
  const now = options.now ?? new Date();
  return options.db.transaction(async (tx) => {
    const ended = await endEntry(tx, { entryIdx: options.entryIdx, status: '삭제', now });
    if (!ended) {
      const [entry] = await tx
        .select({ idx: waitingEntries.idx })
        .from(waitingEntries)
        .where(eq(waitingEntries.idx, options.entryIdx));
      throw entry ? conflict(texts.entryClosed) : notFound(texts.entryNotFound);
    }
    await recordAudit(tx, options.actor, {
      action: 'waiting.remove',
      target: `waiting:${ended.entry.idx}`,
      summary: `대기 신청 삭제: ${ended.entry.name} (${ended.entry.headcount}명)${ended.heldSeats > 0 ? `, 제안한 ${ended.heldSeats}석 회수` : ''}`,
      details: { detailIdx: ended.entry.conferenceDetailIdx },
    });
    return ended.messageIds;
  });
}

/** The member withdraws their own live entry (취소); answers the outbox ids to dispatch. */
export async function withdrawEntry(options: { db: Db; entryIdx: number; memberIdx: number }) {
  return options.db.transaction(async (tx) => {
    const ended = await endEntry(tx, {
      entryIdx: options.entryIdx,
      status: '취소',
      memberIdx: options.memberIdx,
      now: new Date(),
    });
    if (!ended) throw notFound(texts.entryNotFound);
    return ended.messageIds;
  });
}
