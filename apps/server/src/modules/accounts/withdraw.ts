import { accountMessages } from '@edu/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { badRequest, notFound } from '../../platform/http/app-error';
import { members } from './accounts.tables';
import { verifyPassword } from './passwords';
import { revokeMemberSessions } from './sessions';

/**
 * Ends a membership: personal data is anonymised at once (name, phone, email, address, social ids,
 * password, a guardian's name and phone) and every session revoked. The row stays, so registrations
 * and payments are kept for the retention periods of the privacy policy, and its id stays taken and
 * can never log in again.
 */
export async function withdraw(options: { db: Db; memberIdx: number; password: string | undefined }) {
  const { db, memberIdx } = options;
  const [member] = await db
    .select({ passwordHash: members.passwordHash })
    .from(members)
    .where(eq(members.idx, memberIdx));
  if (!member) throw notFound();
  if (member.passwordHash) {
    if (!options.password?.trim()) throw badRequest(accountMessages.passwordRequired);
    if (!(await verifyPassword(member.passwordHash, options.password)))
      throw badRequest(accountMessages.withdrawalPasswordWrong);
  }
  await db.transaction(async (tx) => {
    await tx
      .update(members)
      .set({
        status: 'withdrawn',
        name: '탈퇴회원',
        phone: '',
        email: '',
        zipCode: null,
        address: null,
        detailedAddress: null,
        kakaoId: null,
        naverId: null,
        appleId: null,
        passwordHash: null,
        guardianName: null,
        guardianPhone: null,
        withdrawnDate: new Date(),
        updatedDate: new Date(),
      })
      .where(eq(members.idx, memberIdx));
    await revokeMemberSessions(tx, memberIdx);
  });
}
