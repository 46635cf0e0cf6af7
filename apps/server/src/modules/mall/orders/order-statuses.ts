// The statuses live in packages/shared so the pages and the server read one list.
export { paidOrderStatuses } from '@edu/shared';

/** An order waiting for its payment: the stock it took is held, and given back if it is never paid. */
export const awaitingPaymentStatuses = ['PAY_WAIT', 'VBANK_WAIT'];
