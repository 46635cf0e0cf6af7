/** The content box, its details and the download history start here, so a download refreshes them all. */
export const contentsQueryKey = ['mall', 'contents'] as const;
