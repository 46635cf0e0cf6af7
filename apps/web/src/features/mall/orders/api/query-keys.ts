/** The orders' query keys start here, so a later issue (refunds, extra payments) can refresh them at once. */
export const ordersQueryKey = ['mall', 'orders'] as const;
