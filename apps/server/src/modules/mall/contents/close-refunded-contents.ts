import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { mallOrderContents } from './contents.tables';

/**
 * An order refunded whole takes back its contents: their entries in the content box are closed
 * (REFUNDED, shown as 환불됨) so no file of them is handed out any more. Called inside the transaction
 * that records the refund, so there is no moment where the money is back and the files still flow.
 */
export async function closeRefundedContents(tx: Db, orderId: number): Promise<void> {
  await tx
    .update(mallOrderContents)
    .set({ status: 'REFUNDED', updatedAt: new Date() })
    .where(and(eq(mallOrderContents.orderId, orderId), ne(mallOrderContents.status, 'REFUNDED')));
}
