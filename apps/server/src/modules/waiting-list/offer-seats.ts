import { randomBytes } from 'node:crypto';
import { defaultOfferHours } from '@edu/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { kstDateTime } from '../../platform/korean-time';
import { findSessionForRegistration, lockSeats, takeSeats } from '../conferences';
import { enqueueMessages } from '../messaging';
import { waitingEntries, waitingListSettings, waitingOffers } from './waiting-list.tables';

let linkBase = '';

/** Where the offers' private links point (the site's public address); set once at start-up. */
export function sendWaitingOfferLinksTo(publicUrl: string) {
  linkBase = publicUrl.replace(/\/$/, '');
}

/** The private link of an offer: the member registers and pays on the seats held for it there. */
export const offerLinkOf = (token: string) => `${linkBase}/waiting-offer/${token}`;

/** How long an offer holds its seats (site-wide, hours; 24 unless the administrator changed it). */
export async function offerHours(db: Db): Promise<number> {
  const [row] = await db
    .select({ hours: waitingListSettings.offerHours })
    .from(waitingListSettings)
    .where(eq(waitingListSettings.idx, 1));
  return row?.hours ?? defaultOfferHours;
}

const hourMs = 60 * 60 * 1000;

/**
 * Hands the free seats of these departments to their waiting lists, inside the caller's transaction
 * (the one that freed them, so nobody else can take them in between): in list order, the first entry
 * that fits is offered its whole group, or, when it accepts part, whatever is left; an entry that does
 * not fit is passed over for the next. The offered seats are taken from the department's counter like
 * an unpaid registration's hold, so `registered + held ≤ limit` stays the table's own CHECK, and the
 * member is sent the private link by KakaoTalk. Departments are handled in idx order (the order every
 * seat-releasing caller locks them in). Answers the outbox ids to dispatch after the commit.
 */
export async function offerFreedSeats(
  tx: Db,
  detailIdxs: Iterable<number>,
  now = new Date(),
): Promise<number[]> {
  const ids: number[] = [];
  for (const detailIdx of [...new Set(detailIdxs)].sort((a, b) => a - b))
    ids.push(...(await offerDepartment(tx, detailIdx, now)));
  return ids;
}

const waitingOf = (tx: Db, detailIdx: number) =>
  tx
    .select()
    .from(waitingEntries)
    .where(and(eq(waitingEntries.conferenceDetailIdx, detailIdx), eq(waitingEntries.status, '대기')))
    .orderBy(asc(waitingEntries.position), asc(waitingEntries.idx));

async function offerDepartment(tx: Db, detailIdx: number, now: Date): Promise<number[]> {
  // Most freed seats have nobody waiting: then the department's row is not locked any longer than it was.
  if ((await waitingOf(tx, detailIdx).limit(1)).length === 0) return [];
  const department = await lockSeats(tx, detailIdx, now);
  if (!department?.open) return [];
  let free =
    department.limitPersonnel === 0
      ? Number.POSITIVE_INFINITY
      : department.limitPersonnel - department.registeredPersonnel;
  if (free <= 0) return [];
  // Read again under the lock: another process may have offered these seats a moment ago.
  const entries = await waitingOf(tx, detailIdx);
  const hours = await offerHours(tx);
  const expiresAt = new Date(Math.min(now.getTime() + hours * hourMs, department.redatetime.getTime()));
  const session = await findSessionForRegistration(tx, detailIdx);
  const messages = [];
  for (const entry of entries) {
    if (free <= 0) break;
    const seats = entry.headcount <= free ? entry.headcount : entry.acceptPartial ? free : 0;
    if (seats === 0) continue;
    const [claimed] = await tx
      .update(waitingEntries)
      .set({ status: '제안중', updatedAt: now })
      .where(and(eq(waitingEntries.idx, entry.idx), eq(waitingEntries.status, '대기')))
      .returning({ idx: waitingEntries.idx });
    if (!claimed) continue;
    // Under the row lock these seats are there; a refusal would mean the counter moved under us.
    if (!(await takeSeats(tx, detailIdx, seats)))
      throw new Error(`waiting list: seats of ${detailIdx} moved`);
    const token = randomBytes(24).toString('base64url');
    await tx.insert(waitingOffers).values({
      entryIdx: entry.idx,
      conferenceDetailIdx: detailIdx,
      memberIdx: entry.memberIdx,
      seats,
      token,
      expiresAt,
      createdAt: now,
    });
    free -= seats;
    const partial = seats < entry.headcount ? ` (대기 신청 ${entry.headcount}명 중 일부)` : '';
    const text = `[하나바이블] ${entry.name}님, 대기 신청하신 ${session?.title ?? '컨퍼런스'} (${session?.dept ?? ''})에 자리가 났습니다.
준비된 자리: ${seats}석${partial}
${kstDateTime(expiresAt).slice(0, 16)}까지 아래 링크에서 신청과 결제를 마쳐 주세요. 이 자리는 ${entry.name}님만 신청할 수 있으며, 기한이 지나면 다음 대기자에게 넘어갑니다.
${offerLinkOf(token)}`;
    messages.push({ recipient: entry.phone, template: 'waiting_offer', text, fallbackText: text });
  }
  return enqueueMessages(tx, messages);
}
