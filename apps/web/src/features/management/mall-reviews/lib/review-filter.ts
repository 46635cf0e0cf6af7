/** Which reviews the tab lists: the `hidden` query of GET /api/admin/mall/reviews ('all' = every review). */
export const visibilityChoices = ['all', 'N', 'Y'] as const;
export type VisibilityChoice = (typeof visibilityChoices)[number];

export const visibilityChoiceLabels: Record<VisibilityChoice, string> = {
  all: '전체',
  N: '보이는 리뷰',
  Y: '숨긴 리뷰',
};

/** What the reviews tab shows: a visibility, a search (title, item or author), a page. */
export type MallReviewFilter = {
  hidden: VisibilityChoice;
  /** The applied search text (empty = no search). */
  searchText: string;
  page: number;
};

/** The tab opens on every review, newest first. */
export const defaultMallReviewFilter = (): MallReviewFilter => ({ hidden: 'all', searchText: '', page: 1 });

/** The query of GET /api/admin/mall/reviews: the page, and only what narrows the list. */
export function mallReviewQuery(filter: MallReviewFilter): URLSearchParams {
  const query = new URLSearchParams({ page: String(filter.page) });
  if (filter.hidden !== 'all') query.set('hidden', filter.hidden);
  const text = filter.searchText.trim();
  if (text) query.set('searchText', text);
  return query;
}

/** The filter form as typed: the search text is not yet trimmed. */
export type MallReviewDraft = Omit<MallReviewFilter, 'page'>;

/** The filter a submitted form asks for: from page 1, the search text trimmed. */
export const filterFromDraft = (draft: MallReviewDraft): MallReviewFilter => ({
  hidden: draft.hidden,
  searchText: draft.searchText.trim(),
  page: 1,
});
