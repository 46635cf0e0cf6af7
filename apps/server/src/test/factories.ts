import { hashPassword } from '../modules/accounts';
import { members } from '../modules/accounts/accounts.tables';
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
