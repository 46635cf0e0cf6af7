import { type PostSearchType, postSearchTypes } from '@edu/shared';

/**
 * The list's state as it sits in the address (?page=&searchType=&searchText=&scope=), so reload and
 * back/forward show the same page. `scope` "all" searches every board; absent = the board of the tab.
 */
export type ListQuery = {
  page: number;
  searchType: PostSearchType;
  searchText: string;
  scope: 'all' | 'board';
};

export function readListQuery(search: URLSearchParams): ListQuery {
  const page = Number(search.get('page'));
  const type = search.get('searchType');
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    searchType: (postSearchTypes as readonly string[]).includes(type ?? '')
      ? (type as PostSearchType)
      : 'title',
    searchText: (search.get('searchText') ?? '').trim().slice(0, 100),
    scope: search.get('scope') === 'all' ? 'all' : 'board',
  };
}

/** The address query of a list state; defaults are left out so plain board links stay plain. */
export function listSearch(query: Partial<ListQuery>): string {
  const search = new URLSearchParams();
  if (query.page && query.page > 1) search.set('page', String(query.page));
  if (query.searchText) {
    search.set('searchType', query.searchType ?? 'title');
    search.set('searchText', query.searchText);
  }
  if (query.scope === 'all') search.set('scope', 'all');
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The board id a list page with this state asks the server for (0 = every board). */
export function listBoardId(boardId: number, query: Pick<ListQuery, 'scope'>): number {
  return query.scope === 'all' ? 0 : boardId;
}
