import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { accountMessages, limits } from '@edu/shared';
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { AppError, badRequest } from '../../platform/http/app-error';
import type { Messaging } from '../messaging';
import { phoneCodes } from './accounts.tables';

/** join: sign-up; lost_id / lost_pw: finding the id or the password; phone_new: a member's new number. */
export type CodePurpose = 'join' | 'lost_id' | 'lost_pw' | 'phone_new';

/** Sends per phone and purpose within an hour; more is refused with a 429. */
export const maxSendsPerHour = 5;
/** Wrong entries allowed for one code; then a new code is needed. */
export const maxWrongTries = 5;

const hashCode = (phone: string, code: string) =>
  createHash('sha256').update(`${phone}:${code}`).digest('hex');

/** Digits only; a 10 or 11 digit mobile number starting 01, else undefined. */
export function normalisePhone(value: string | undefined): string | undefined {
  const digits = (value ?? '').replace(/\D/g, '');
  return /^01\d{8,9}$/.test(digits) ? digits : undefined;
}

const templates: Record<CodePurpose, string> = {
  join: 'join_passcode',
  lost_id: 'lost_passcode',
  lost_pw: 'lost_passcode',
  phone_new: 'join_passcode',
};

/**
 * Creates a 6-digit code for a phone and sends it by KakaoTalk; the code itself is never answered.
 * With `waitForDelivery` (recovery) the provider's answer is awaited and returned, without SMS
 * fallback, so a phone that cannot receive KakaoTalk is reported (K101).
 */
export async function issuePhoneCode(options: {
  db: Db;
  messaging: Messaging;
  purpose: CodePurpose;
  phone: string;
  memberIdx?: number;
  waitForDelivery?: boolean;
}) {
  const { db, purpose, phone } = options;
  const [recent] = await db
    .select({ n: count() })
    .from(phoneCodes)
    .where(
      and(
        eq(phoneCodes.phone, phone),
        eq(phoneCodes.purpose, purpose),
        gt(phoneCodes.createdAt, new Date(Date.now() - 3_600_000)),
      ),
    );
  if ((recent?.n ?? 0) >= maxSendsPerHour) throw new AppError(429, accountMessages.passcodeTooManySends);

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const text = `[하나바이블] 인증번호 [${code}]를 입력해주세요. (${limits.passcodeSeconds / 60}분 이내)`;
  const fallbackText = options.waitForDelivery ? null : text;
  const issued = await db.transaction(async (tx) => {
    // A new code replaces the earlier ones of the same phone and purpose.
    await tx
      .update(phoneCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(phoneCodes.phone, phone), eq(phoneCodes.purpose, purpose), isNull(phoneCodes.usedAt)));
    const [row] = await tx
      .insert(phoneCodes)
      .values({
        purpose,
        phone,
        memberIdx: options.memberIdx ?? null,
        codeHash: hashCode(phone, code),
        expiresAt: new Date(Date.now() + limits.passcodeSeconds * 1000),
      })
      .returning({ id: phoneCodes.id });
    const messageIds = await options.messaging.enqueue(tx, [
      { recipient: phone, template: templates[purpose], text, fallbackText },
    ]);
    return { codeId: row?.id ?? 0, messageIds };
  });
  if (!options.waitForDelivery) {
    await options.messaging.dispatch(issued.messageIds);
    return { codeId: issued.codeId, delivery: undefined };
  }
  const delivery = await options.messaging.deliver(issued.messageIds[0] ?? 0);
  return { codeId: issued.codeId, delivery };
}

type CodeRow = typeof phoneCodes.$inferSelect;

/** Checks a code against a stored one: expired, too many wrong tries, or wrong (which counts a try). */
export async function checkCode(db: Db, row: CodeRow, code: string) {
  if (row.expiresAt.getTime() <= Date.now()) throw badRequest(accountMessages.passcodeExpired);
  if (row.wrongTries >= maxWrongTries) throw new AppError(429, accountMessages.passcodeTooManyTries);
  const expected = Buffer.from(row.codeHash, 'hex');
  const given = Buffer.from(hashCode(row.phone, code.trim()), 'hex');
  if (!timingSafeEqual(expected, given)) {
    await db
      .update(phoneCodes)
      .set({ wrongTries: sql`${phoneCodes.wrongTries} + 1` })
      .where(eq(phoneCodes.id, row.id));
    throw badRequest(accountMessages.passcodeMismatch);
  }
}

/** Checks a code against the phone's latest unused one without using it up; answers its id. */
export async function verifyPhoneCode(options: {
  db: Db;
  purpose: CodePurpose;
  phone: string;
  code: string;
  /** Only a code this member asked for (a new number of a profile). */
  memberIdx?: number;
}) {
  const { db, purpose, phone } = options;
  const [latest] = await db
    .select()
    .from(phoneCodes)
    .where(
      and(
        eq(phoneCodes.phone, phone),
        eq(phoneCodes.purpose, purpose),
        isNull(phoneCodes.usedAt),
        options.memberIdx === undefined ? undefined : eq(phoneCodes.memberIdx, options.memberIdx),
      ),
    )
    .orderBy(desc(phoneCodes.createdAt), desc(phoneCodes.id))
    .limit(1);
  if (!latest) throw badRequest(accountMessages.passcodeRequired);
  await checkCode(db, latest, options.code);
  return latest.id;
}

/** Uses a verified code up, inside the transaction that acts on it; false when it was used meanwhile. */
export async function markPhoneCodeUsed(executor: Pick<Db, 'update'>, codeId: number): Promise<boolean> {
  const rows = await executor
    .update(phoneCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(phoneCodes.id, codeId), isNull(phoneCodes.usedAt)))
    .returning({ id: phoneCodes.id });
  return rows.length === 1;
}
