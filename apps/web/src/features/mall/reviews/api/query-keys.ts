/** The member's own reviews (the list and one review being edited) are cached under this key. */
export const reviewsQueryKey = ['mall', 'reviews'] as const;
