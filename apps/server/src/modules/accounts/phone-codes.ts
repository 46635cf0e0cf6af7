import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { accountMessages, limits } from '@edu/shared';
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { AppError, badRequest } from '../../platform/http/app-error';
import type { Messaging } from '../messaging';
import { phoneCodes } from './accounts.tables';

export type CodePurpose = 'join' | 'lost';

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

const templates: Record<CodePurpose, string> = { join: 'join_passcode', lost: 'lost_passcode' };

/** Creates a 6-digit code for a phone and sends it by KakaoTalk; the code itself is never answered. */
export async function issuePhoneCode(options: {
  db: Db;
  messaging: Messaging;
  purpose: CodePurpose;
  phone: string;
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
  const ids = await db.transaction(async (tx) => {
    // A new code replaces the earlier ones of the same phone and purpose.
    await tx
      .update(phoneCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(phoneCodes.phone, phone), eq(phoneCodes.purpose, purpose), isNull(phoneCodes.usedAt)));
    await tx.insert(phoneCodes).values({
      purpose,
      phone,
      codeHash: hashCode(phone, code),
      expiresAt: new Date(Date.now() + limits.passcodeSeconds * 1000),
    });
    return options.messaging.enqueue(tx, [
      { recipient: phone, template: templates[purpose], text, fallbackText: text },
    ]);
  });
  await options.messaging.dispatch(ids);
}

/**
 * Checks a code against the phone's latest one without using it up: missing, expired, too many
 * wrong tries or wrong (which counts a try). Answers the code's id for `markPhoneCodeUsed`.
 */
export async function verifyPhoneCode(options: {
  db: Db;
  purpose: CodePurpose;
  phone: string;
  code: string;
}) {
  const { db, purpose, phone } = options;
  const [latest] = await db
    .select()
    .from(phoneCodes)
    .where(and(eq(phoneCodes.phone, phone), eq(phoneCodes.purpose, purpose), isNull(phoneCodes.usedAt)))
    .orderBy(desc(phoneCodes.createdAt), desc(phoneCodes.id))
    .limit(1);
  if (!latest) throw badRequest(accountMessages.passcodeRequired);
  if (latest.expiresAt.getTime() <= Date.now()) throw badRequest(accountMessages.passcodeExpired);
  if (latest.wrongTries >= maxWrongTries) throw new AppError(429, accountMessages.passcodeTooManyTries);
  const expected = Buffer.from(latest.codeHash, 'hex');
  const given = Buffer.from(hashCode(phone, options.code.trim()), 'hex');
  if (!timingSafeEqual(expected, given)) {
    await db
      .update(phoneCodes)
      .set({ wrongTries: sql`${phoneCodes.wrongTries} + 1` })
      .where(eq(phoneCodes.id, latest.id));
    throw badRequest(accountMessages.passcodeMismatch);
  }
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
