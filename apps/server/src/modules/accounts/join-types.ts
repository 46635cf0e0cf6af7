import type { JoinType } from '@edu/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { members } from './accounts.tables';

type JoinFields = {
  passwordHash: string | null;
  kakaoId: string | null;
  naverId: string | null;
  appleId: string | null;
};

/** How a member can log in: normal (id and password), kakao, naver, apple. */
export function joinTypesOf(member: JoinFields): JoinType[] {
  const types: JoinType[] = [];
  if (member.passwordHash) types.push('normal');
  if (member.kakaoId) types.push('kakao');
  if (member.naverId) types.push('naver');
  if (member.appleId) types.push('apple');
  return types;
}

/** The join types of the active member holding a phone number, or undefined when nobody does. */
export async function findJoinTypesByPhone(db: Db, phone: string): Promise<JoinType[] | undefined> {
  const [member] = await db
    .select({
      passwordHash: members.passwordHash,
      kakaoId: members.kakaoId,
      naverId: members.naverId,
      appleId: members.appleId,
    })
    .from(members)
    .where(and(eq(members.phone, phone), eq(members.status, 'active')))
    .limit(1);
  return member ? joinTypesOf(member) : undefined;
}
