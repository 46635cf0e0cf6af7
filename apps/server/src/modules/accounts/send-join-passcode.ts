import { accountMessages } from '@edu/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/database';
import { AppError, badRequest } from '../../platform/http/app-error';
import type { Messaging } from '../messaging';
import { findJoinTypesByPhone } from './join-types';
import { normalisePhone, sendPhoneCode } from './phone-codes';

/**
 * Sends a sign-up code to a phone not yet joined; a joined phone gets 403 with its join types. A code
 * the provider could not deliver is refused with the reason (see `sendPhoneCode`).
 */
export async function sendJoinPasscode(options: {
  db: Db;
  messaging: Messaging;
  phone: string | undefined;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}) {
  if (!options.phone?.trim()) throw badRequest(accountMessages.phoneRequired);
  const phone = normalisePhone(options.phone);
  if (!phone) throw badRequest(accountMessages.phoneInvalid);
  const joinType = await findJoinTypesByPhone(options.db, phone);
  if (joinType) throw new AppError(403, accountMessages.phoneAlreadyJoined, { contents: { joinType } });
  await sendPhoneCode({
    db: options.db,
    messaging: options.messaging,
    purpose: 'join',
    phone,
    ...(options.log && { log: options.log }),
  });
}
