/** One page of /sitemap.xml: its canonical path and when it last changed. */
export type SitemapEntry = { path: string; updated: Date };

/** The pages of one kind anyone may open, newest first, at most `limit` of them. */
export type SitemapSource = (limit: number) => Promise<SitemapEntry[]>;
