/** What became of a payment attempt, as its status on the server tells (never from the address). */
export type PaymentOutcome = 'succeeded' | 'checking' | 'failed';

/** Paid, or a virtual account issued and waiting for the deposit. */
const succeededStatuses = ['paid', 'waiting_deposit'];
/** Not settled yet: the approval under way, a person checking it, or the return not handled yet. */
const checkingStatuses = ['approving', 'review', 'ready'];

export function paymentOutcomeOf(status: string): PaymentOutcome {
  if (succeededStatuses.includes(status)) return 'succeeded';
  if (checkingStatuses.includes(status)) return 'checking';
  return 'failed';
}

/** Polling every 2 s gives up after this many answers (3 minutes); the page then points to the order list. */
export const paymentCheckLimit = 90;
export const paymentCheckIntervalMs = 2_000;

/** Whether to ask again: only while the payment is unsettled and the limit is not reached. */
export function shouldCheckAgain(status: string | undefined, answers: number): boolean {
  return status !== undefined && paymentOutcomeOf(status) === 'checking' && answers < paymentCheckLimit;
}
