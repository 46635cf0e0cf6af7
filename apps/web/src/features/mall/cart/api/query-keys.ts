/** Every cart query starts here: one invalidation after a change refreshes the list, the popup and the badge. */
export const cartQueryKey = ['cart'] as const;
