import { hashPassword } from '../modules/accounts';
import { members } from '../modules/accounts/accounts.tables';
import { conferenceDetails, conferences } from '../modules/conferences/conferences.tables';
import type { Db } from '../platform/db/database';

let sequence = 0;

/** A member with a known password (default level 2). */
export async function createMember(
  db: Db,
  overrides: { uid?: string; password?: string; level?: number; name?: string; phone?: string } = {},
) {
  sequence += 1;
  const password = overrides.password ?? 'password-1234';
  const [member] = await db
    .insert(members)
    .values({
      uid: overrides.uid ?? `member${process.pid}x${sequence}`,
      name: overrides.name ?? `회원${sequence}`,
      phone: overrides.phone ?? `010${String(10_000_000 + sequence).slice(-8)}`,
      email: `member${sequence}@example.com`,
      level: overrides.level ?? 2,
      passwordHash: await hashPassword(password),
      isAgree: 'Y',
    })
    .returning();
  if (!member) throw new Error('member insert returned nothing');
  return { ...member, password };
}

const day = 24 * 60 * 60 * 1000;

/**
 * A published conference with one session department (open for registration unless told otherwise);
 * answers the conference and department idx.
 */
export async function createConferenceSession(
  db: Db,
  options: {
    limit?: number;
    price?: number;
    opensInDays?: number;
    closesInDays?: number;
    isAddress?: 'Y' | 'N';
    view?: 'Y' | 'N';
    releaseAt?: Date | null;
    cancelDay?: number;
    startsInDays?: number;
  } = {},
) {
  const now = Date.now();
  const rsdatetime = new Date(now + (options.opensInDays ?? -1) * day);
  const redatetime = new Date(now + (options.closesInDays ?? 10) * day);
  const [conference] = await db
    .insert(conferences)
    .values({
      title: '테스트 컨퍼런스',
      rsdatetime,
      redatetime,
      isAddress: options.isAddress ?? 'N',
      cancelDay: options.cancelDay ?? 0,
    })
    .returning({ idx: conferences.idx });
  if (!conference) throw new Error('conference insert returned nothing');
  const [detail] = await db
    .insert(conferenceDetails)
    .values({
      conferenceIdx: conference.idx,
      number: 1,
      local: '서울',
      place: '테스트교회',
      schedule: '2027년 1월 9일(토) 10:00 ~ 17:00',
      dept: '유치부',
      price: options.price ?? 30_000,
      limitPersonnel: options.limit ?? 0,
      view: options.view ?? 'Y',
      releaseAt: options.releaseAt ?? null,
      rsdatetime,
      redatetime,
      startsAt: new Date(now + (options.startsInDays ?? 20) * day),
    })
    .returning({ idx: conferenceDetails.idx });
  if (!detail) throw new Error('detail insert returned nothing');
  return { conferenceIdx: conference.idx, detailIdx: detail.idx };
}
