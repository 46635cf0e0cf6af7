import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { accountMessages, limits } from '@edu/shared';
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/database';
import { AppError, badRequest } from '../../platform/http/app-error';
import type { Messaging, SendResult } from '../messaging';
import { phoneCodes } from './accounts.tables';

/**
 * join: sign-up; guardian: the guardian's consent to a sign-up under 14; lost_id / lost_pw: finding the
 * id or the password; phone_new: a member's new number.
 */
export type CodePurpose = 'join' | 'guardian' | 'lost_id' | 'lost_pw' | 'phone_new';

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
  guardian: 'join_passcode',
  lost_id: 'lost_passcode',
  lost_pw: 'lost_passcode',
  phone_new: 'join_passcode',
};

type IssueOptions = {
  db: Db;
  messaging: Messaging;
  purpose: CodePurpose;
  phone: string;
  memberIdx?: number;
};

/**
 * Stores a new 6-digit code (it replaces the phone's earlier ones) and its KakaoTalk message in one
 * transaction; delivery is the caller's. Refused with a 429 past the hourly sends.
 */
async function storePhoneCode(options: IssueOptions & { smsFallback: boolean }) {
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
  return db.transaction(async (tx) => {
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
    const [messageId = 0] = await options.messaging.enqueue(tx, [
      {
        recipient: phone,
        template: templates[purpose],
        text,
        fallbackText: options.smsFallback ? text : null,
      },
    ]);
    return { codeId: row?.id ?? 0, messageId };
  });
}

/**
 * Creates a 6-digit code for a phone and sends it by KakaoTalk; the code itself is never answered.
 * With `waitForDelivery` (recovery) the provider's answer is awaited and returned, without SMS
 * fallback, so a phone that cannot receive KakaoTalk is reported (K101).
 */
export async function issuePhoneCode(options: IssueOptions & { waitForDelivery?: boolean }) {
  const issued = await storePhoneCode({ ...options, smsFallback: !options.waitForDelivery });
  if (!options.waitForDelivery) {
    await options.messaging.dispatch([issued.messageId]);
    return { codeId: issued.codeId, delivery: undefined };
  }
  const delivery = await options.messaging.deliver(issued.messageId);
  return { codeId: issued.codeId, delivery };
}

/** Provider codes meaning the number itself cannot get the message (integrations.md §3.2): no KakaoTalk nor SMS, a wrong number. */
const undeliverableNumberCodes = new Set(['K101', 'K102', 'E104']);

/**
 * Sends a code by KakaoTalk (SMS when KakaoTalk cannot reach the phone) and waits for the provider's
 * answer, so the member learns at once when it failed. A refused code is deleted: it was never
 * received, so it neither counts towards the hourly sends nor stands in the way of a retry. The
 * refusal says why: a number that cannot receive it (400) or a failure worth retrying (502). When the
 * provider cannot be reached at all the message stays queued for the job to retry, so the code stands.
 */
export async function sendPhoneCode(options: IssueOptions & { log?: Pick<FastifyBaseLogger, 'warn'> }) {
  const issued = await storePhoneCode({ ...options, smsFallback: true });
  let delivery: SendResult | undefined;
  try {
    delivery = await options.messaging.deliver(issued.messageId);
  } catch (error) {
    options.log?.warn({ err: error, messageId: issued.messageId }, 'code message left queued for retry');
    return;
  }
  if (delivery?.status !== 'failed') return;
  options.log?.warn({ resultCode: delivery.resultCode, messageId: issued.messageId }, 'code message refused');
  await options.db.delete(phoneCodes).where(eq(phoneCodes.id, issued.codeId));
  if (undeliverableNumberCodes.has(delivery.resultCode))
    throw badRequest(accountMessages.passcodeUndeliverable);
  throw new AppError(502, accountMessages.passcodeSendFailed);
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
