import { offerHoursLimits, waitingListMessages as texts } from '@edu/shared';
import { type AuditActor, recordAudit } from '../../platform/audit';
import type { Db } from '../../platform/db/database';
import { badRequest } from '../../platform/http/app-error';
import { offerHours } from './offer-seats';
import { waitingListSettings } from './waiting-list.tables';

/** The site-wide settings of the waiting list. */
export async function getWaitingListSettings(db: Db) {
  return { offerHours: await offerHours(db) };
}

/** An administrator sets how long an offer holds its seats (site-wide; offers already made keep theirs). */
export async function saveWaitingListSettings(options: { db: Db; offerHours: number; actor: AuditActor }) {
  const hours = options.offerHours;
  if (!Number.isInteger(hours) || hours < offerHoursLimits.min || hours > offerHoursLimits.max)
    throw badRequest(texts.offerHoursInvalid);
  await options.db.transaction(async (tx) => {
    const before = await offerHours(tx);
    await tx
      .insert(waitingListSettings)
      .values({ idx: 1, offerHours: hours, updatedAt: new Date() })
      .onConflictDoUpdate({
        target: waitingListSettings.idx,
        set: { offerHours: hours, updatedAt: new Date() },
      });
    await recordAudit(tx, options.actor, {
      action: 'waiting.settings',
      target: 'waiting-list',
      summary: `대기 자리 제안 유효 시간 ${before}시간 → ${hours}시간`,
      details: { before, after: hours },
    });
  });
  return { offerHours: hours };
}
