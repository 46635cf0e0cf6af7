import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { messageOutbox } from './messaging.tables';

/**
 * The latest message to this phone since `since` that reached it neither by KakaoTalk nor by SMS (the
 * profile warns its owner that their number may be wrong), or undefined when there is none.
 */
export async function lastFailedMessageTo(
  db: Db,
  phone: string,
  since: Date,
): Promise<{ at: Date; text: string } | undefined> {
  const [failed] = await db
    .select({ at: messageOutbox.createdAt, text: messageOutbox.text })
    .from(messageOutbox)
    .where(
      and(
        eq(messageOutbox.recipient, phone),
        eq(messageOutbox.status, 'failed'),
        gt(messageOutbox.createdAt, since),
      ),
    )
    .orderBy(desc(messageOutbox.createdAt))
    .limit(1);
  return failed;
}
