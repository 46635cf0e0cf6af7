import { accountMessages } from '@edu/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/database';
import { badRequest } from '../../platform/http/app-error';
import type { Messaging } from '../messaging';
import { normalisePhone, sendPhoneCode } from './phone-codes';

/**
 * Sends the code a guardian (법정대리인) gives to consent to a sign-up under 14: the member's own code
 * by the same KakaoTalk message and limits, to the guardian's phone. A guardian may well be a member
 * already, so their phone is not refused for being joined.
 */
export async function sendGuardianPasscode(options: {
  db: Db;
  messaging: Messaging;
  phone: string | undefined;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}) {
  if (!options.phone?.trim()) throw badRequest(accountMessages.guardianPhoneRequired);
  const phone = normalisePhone(options.phone);
  if (!phone) throw badRequest(accountMessages.guardianPhoneInvalid);
  await sendPhoneCode({
    db: options.db,
    messaging: options.messaging,
    purpose: 'guardian',
    phone,
    ...(options.log && { log: options.log }),
  });
}
