import { messages } from '@edu/shared';
import { eq } from 'drizzle-orm';
import type { Authenticated } from '../../platform/auth';
import type { Db } from '../../platform/db/database';
import { AppError, notFound } from '../../platform/http/app-error';
import { canReadMember } from './accounts.policy';
import { members } from './accounts.tables';

/** A member's id and level, for the caller themself or an administrator. */
export async function getMemberLevel(options: { db: Db; actor: Authenticated; memberIdx: number }) {
  if (!canReadMember(options.actor, options.memberIdx)) throw new AppError(403, messages.forbidden);
  const [member] = await options.db
    .select({ idx: members.idx, uid: members.uid, level: members.level })
    .from(members)
    .where(eq(members.idx, options.memberIdx));
  if (!member) throw notFound();
  return { idx: member.idx, uid: member.uid, mlevel: member.level };
}
