/** The catalogue's query keys start here, so a later issue can refresh all of them at once. */
export const catalogQueryKey = ['mall', 'catalog'] as const;
