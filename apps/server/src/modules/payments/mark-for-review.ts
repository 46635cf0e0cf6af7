import { and, eq } from 'drizzle-orm';
import { eventOf, type PaymentContext } from './payment-context';
import { payments } from './payments.tables';

type Payment = typeof payments.$inferSelect;

/**
 * Leaves a payment for a person (status `review`): the provider may have charged the payer and we
 * could not undo it. The purchase's owner keeps what it holds until the person settles it, in the
 * same transaction, so nothing lapses meanwhile.
 */
export async function markForReview(
  ctx: PaymentContext,
  payment: Payment,
  change: { resultMessage: string; tid?: string },
  /** Only from this status (another process may have settled the payment meanwhile). */
  from?: string,
) {
  await ctx.db.transaction(async (tx) => {
    const [marked] = await tx
      .update(payments)
      .set({ status: 'review', ...change, updatedAt: new Date() })
      .where(and(eq(payments.id, payment.id), from ? eq(payments.status, from) : undefined))
      .returning({ id: payments.id });
    if (marked) await ctx.outcomes.of(payment.purpose).inReview?.(tx, eventOf(payment));
  });
}
