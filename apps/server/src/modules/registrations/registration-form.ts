import type { RegistrationForm } from '@edu/shared';
import type { Db } from '../../platform/db/database';
import { getMyProfile } from '../accounts';
import { remainingSeats } from '../conferences';
import { openSession } from './register';

/** What the registration form starts from: the member's details and the session department (spec §7). */
export async function getRegistrationForm(options: {
  db: Db;
  memberIdx: number;
  detailIdx: number;
  now?: Date;
}): Promise<RegistrationForm> {
  const session = await openSession(options.db, options.detailIdx, options.now ?? new Date());
  const member = await getMyProfile({ db: options.db, memberIdx: options.memberIdx });
  const remaining = remainingSeats(session);
  return {
    member: { name: member.name, phone: member.phone, email: member.email },
    conferenceDetail: {
      idx: session.detailIdx,
      conference_idx: session.conferenceIdx,
      title: session.title,
      number: session.number,
      label: session.label,
      local: session.local,
      place: session.place,
      schedule: session.schedule,
      dept: session.dept,
      price: session.price,
      limit_personnel: session.limitPersonnel,
      registered_personnel: session.registeredPersonnel,
      remaining: Number.isFinite(remaining) ? remaining : null,
      rsdatetime: session.rsdatetime.toISOString(),
      redatetime: session.redatetime.toISOString(),
      isAddress: session.isAddress === 'Y' ? 'Y' : 'N',
      cancel_day: session.cancelDay,
    },
  };
}
