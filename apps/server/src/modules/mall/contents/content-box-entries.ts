import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { mallOrderContents } from './contents.tables';

/**
 * The entries an order puts in its buyer's content box as its payment moves: the order knows what was
 * bought and when it was paid, the content box how long each content may be downloaded.
 */

/** A download expiry before 2000 means "unlimited" (mall.md §9). */
const unlimitedDownload = new Date(Date.UTC(1999, 11, 31));
const dayMs = 86_400_000;

/** A bought content line of an order: its order line, the catalogue item and its download period in days (0 = unlimited). */
export type BoughtContent = { orderItemId: number; itemId: number; downloadPeriod: number };

/**
 * Puts the order's bought contents in the buyer's content box in the given state (one entry per order
 * line, changed in place when the payment moves on): NOT_PAID while a virtual account waits, without a
 * period; CREATE_DONE once paid, downloadable from `now` for each content's period. Inside the caller's
 * transaction.
 */
export async function putInContentBox(
  tx: Db,
  order: { orderId: number; memberIdx: number },
  contents: BoughtContent[],
  status: 'NOT_PAID' | 'CREATE_DONE',
  now: Date,
): Promise<void> {
  for (const content of contents) {
    const downloadExpiration =
      status === 'NOT_PAID'
        ? null
        : content.downloadPeriod === 0
          ? unlimitedDownload
          : new Date(now.getTime() + content.downloadPeriod * dayMs);
    await tx
      .insert(mallOrderContents)
      .values({
        orderId: order.orderId,
        orderItemId: content.orderItemId,
        memberIdx: order.memberIdx,
        itemId: content.itemId,
        status,
        downloadExpiration,
      })
      .onConflictDoUpdate({
        target: mallOrderContents.orderItemId,
        set: { status, downloadExpiration, updatedAt: now },
      });
  }
}

/** An order that will not be paid takes its waiting (NOT_PAID) contents out of the content box. */
export async function dropUnpaidContents(tx: Db, orderId: number): Promise<void> {
  await tx
    .delete(mallOrderContents)
    .where(and(eq(mallOrderContents.orderId, orderId), eq(mallOrderContents.status, 'NOT_PAID')));
}

/** The content-box entry of each of the order's content lines, by order line id (for the order detail's links). */
export async function contentIdsByOrderLine(db: Db, orderId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: mallOrderContents.id, orderItemId: mallOrderContents.orderItemId })
    .from(mallOrderContents)
    .where(eq(mallOrderContents.orderId, orderId));
  return new Map(rows.map((row) => [row.orderItemId, row.id]));
}
