import { and, eq, lt } from 'drizzle-orm';
import { mallRefundKey, type RefundContext } from './refund-request';
import { mallRefunds } from './refunds.tables';
import { settleMallRefund } from './settle-refund';

/**
 * Approvals cut off by a crash (REFUND_PAY_TRY for over 5 minutes): finished when the ledger says the
 * refund was made, handed back when it never was; one still in doubt waits for the provider's inquiry.
 */
export async function repairInterruptedRefunds(ctx: RefundContext, now = new Date()): Promise<number> {
  const stuck = await ctx.db
    .select({ id: mallRefunds.id })
    .from(mallRefunds)
    .where(
      and(
        eq(mallRefunds.status, 'REFUND_PAY_TRY'),
        lt(mallRefunds.decidedAt, new Date(now.getTime() - 5 * 60_000)),
      ),
    );
  let settled = 0;
  for (const { id } of stuck) {
    const state = await ctx.payments.refundState(mallRefundKey(id));
    if (state === 'requesting') continue;
    await settleMallRefund(ctx, { refundKey: mallRefundKey(id), made: state === 'done' });
    settled += 1;
  }
  return settled;
}
