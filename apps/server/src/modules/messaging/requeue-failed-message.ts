import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { messageOutbox } from './messaging.tables';

type Executor = Pick<Db, 'select' | 'update'>;

/**
 * Puts a failed message back in the queue, in the caller's transaction (call `dispatch` after the
 * commit). The same row is reused rather than copied: a bulk send's progress is counted from its rows,
 * so a copy would make its counts exceed its total; the earlier outcome is answered here so the caller
 * can keep it in the audit log. Answers undefined when there is no such message, `notFailed` with the
 * current state when it is not failed.
 */
export async function requeueFailedMessage(
  executor: Executor,
  id: number,
): Promise<
  | {
      outcome: 'requeued';
      message: { id: number; recipient: string; template: string; resultCode: string | null };
    }
  | { outcome: 'notFailed'; status: string }
  | undefined
> {
  const [current] = await executor
    .select({
      id: messageOutbox.id,
      recipient: messageOutbox.recipient,
      template: messageOutbox.template,
      status: messageOutbox.status,
      resultCode: messageOutbox.resultCode,
    })
    .from(messageOutbox)
    .where(eq(messageOutbox.id, id))
    .for('update');
  if (!current) return undefined;
  if (current.status !== 'failed') return { outcome: 'notFailed', status: current.status };
  await executor
    .update(messageOutbox)
    .set({ status: 'queued', resultCode: null, providerMessageId: null, error: null, sentAt: null })
    .where(and(eq(messageOutbox.id, id), eq(messageOutbox.status, 'failed')));
  return {
    outcome: 'requeued',
    message: {
      id: current.id,
      recipient: current.recipient,
      template: current.template,
      resultCode: current.resultCode,
    },
  };
}
