import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { MessageSender, OutgoingMessage, SendResult } from './message-sender.port';
import { messageOutbox } from './messaging.tables';

export const deliverQueue = 'messages.deliver';
export const sweepQueue = 'messages.sweep';

type Executor = Pick<Db, 'insert'>;

/**
 * Stores messages to send. Pass the transaction of the event that caused them, so a message exists
 * exactly when its event committed; then call `dispatch` with the ids after the commit. A bulk send
 * passes its `batchId` so its progress can be counted from the rows.
 */
export async function enqueueMessages(
  executor: Executor,
  outgoing: OutgoingMessage[],
  options: { batchId?: number } = {},
): Promise<number[]> {
  if (outgoing.length === 0) return [];
  const rows = await executor
    .insert(messageOutbox)
    .values(
      outgoing.map((message) => ({
        recipient: message.recipient.replace(/\D/g, ''),
        template: message.template,
        text: message.text,
        fallbackText: message.fallbackText ?? null,
        batchId: options.batchId ?? null,
      })),
    )
    .returning({ id: messageOutbox.id });
  return rows.map((row) => row.id);
}

export type Messaging = {
  /** Stores messages in the caller's transaction; call `dispatch` with the ids after it commits. */
  enqueue: typeof enqueueMessages;
  /** Stores and schedules messages in one step, for callers without a transaction of their own. */
  send(outgoing: OutgoingMessage[]): Promise<number[]>;
  /** Schedules delivery of stored messages; missed ones are picked up by the sweep job anyway. */
  dispatch(ids: number[]): Promise<void>;
  /**
   * Delivers one stored message through the provider and records the outcome (the job's work);
   * answers the outcome, or undefined when another worker already took the message.
   */
  deliver(id: number): Promise<SendResult | undefined>;
  /** Re-schedules messages left queued (e.g. the process stopped between commit and dispatch). */
  sweep(): Promise<number>;
};

export function createMessaging(options: {
  db: Db;
  sender: MessageSender;
  jobs: JobQueue | null;
}): Messaging {
  const { db, sender, jobs } = options;

  const deliver = async (id: number) => {
    // Claim the row first so two workers never send the same message twice.
    const [claimed] = await db
      .update(messageOutbox)
      .set({ status: 'sending', attempts: sql`${messageOutbox.attempts} + 1` })
      .where(and(eq(messageOutbox.id, id), eq(messageOutbox.status, 'queued')))
      .returning();
    if (!claimed) return undefined;
    try {
      const result = await sender.send(claimed);
      await db
        .update(messageOutbox)
        .set({
          status: result.status,
          resultCode: result.resultCode,
          providerMessageId: result.providerMessageId ?? null,
          sentAt: result.status === 'failed' ? null : new Date(),
          error: null,
        })
        .where(eq(messageOutbox.id, id));
      return result;
    } catch (error) {
      // The provider was unreachable: back to the queue, and let the job retry.
      await db
        .update(messageOutbox)
        .set({ status: 'queued', error: (error as Error).message.slice(0, 500) })
        .where(eq(messageOutbox.id, id));
      throw error;
    }
  };

  const dispatch = async (ids: number[]) => {
    if (!jobs) {
      // Without a job runner (some tests, CLI tools) deliver in-process.
      for (const id of ids) await deliver(id);
      return;
    }
    for (const id of ids) await jobs.send(deliverQueue, { id }, { singletonKey: `message-${id}` });
  };

  return {
    enqueue: enqueueMessages,
    async send(outgoing) {
      const ids = await enqueueMessages(db, outgoing);
      await dispatch(ids);
      return ids;
    },
    dispatch,
    deliver,
    async sweep() {
      const stale = new Date(Date.now() - 60_000);
      const stuckSending = new Date(Date.now() - 10 * 60_000);
      await db
        .update(messageOutbox)
        .set({ status: 'queued' })
        .where(and(eq(messageOutbox.status, 'sending'), lt(messageOutbox.createdAt, stuckSending)));
      const rows = await db
        .select({ id: messageOutbox.id })
        .from(messageOutbox)
        .where(
          and(
            inArray(messageOutbox.status, ['queued']),
            lt(messageOutbox.createdAt, stale),
            lt(messageOutbox.attempts, 5),
          ),
        )
        .limit(500);
      await dispatch(rows.map((row) => row.id));
      return rows.length;
    },
  };
}

/** Registers the delivery worker and the sweep schedule on the job queue. */
export function registerMessagingJobs(jobs: JobQueue, messaging: Messaging): void {
  jobs.work<{ id: number }>(deliverQueue, async ({ id }) => {
    await messaging.deliver(id);
  });
  jobs.work(sweepQueue, async () => {
    await messaging.sweep();
  });
  jobs.schedule(sweepQueue, '* * * * *');
}
