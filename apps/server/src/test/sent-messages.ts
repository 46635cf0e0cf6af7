import { desc, eq } from 'drizzle-orm';
import { messageOutbox } from '../modules/messaging/messaging.tables';
import type { Db } from '../platform/db/database';

/** The newest KakaoTalk message queued for a phone. */
export async function lastMessageTo(db: Db, phone: string) {
  const [message] = await db
    .select()
    .from(messageOutbox)
    .where(eq(messageOutbox.recipient, phone))
    .orderBy(desc(messageOutbox.id))
    .limit(1);
  return message;
}

/** The 6-digit code in a message text ("[123456]"), or '' when there is none. */
export const codeIn = (text: string | undefined) => text?.match(/\[(\d{6})\]/)?.[1] ?? '';

/** The newest code sent to a phone; fails the test when none was sent. */
export async function lastCodeSentTo(db: Db, phone: string) {
  const code = codeIn((await lastMessageTo(db, phone))?.text);
  if (!code) throw new Error(`no code sent to ${phone}`);
  return code;
}
