import { type ItemSort, mallLimits } from './catalog.constants';

export type ItemListRequest = {
  /** A category or a subcategory; absent = every item. */
  categoryId?: number;
  page: number;
  sort: ItemSort;
  searchText?: string;
};

/**
 * The address of one page of the mall list (GET /new_api/customer/item/list), as the page asks for it
 * and as the server names it in /mall's HTML: one rule, so the named read is the one the page makes.
 */
export function itemListAddress(request: ItemListRequest): string {
  const search = new URLSearchParams({
    page: String(request.page),
    size: String(mallLimits.listPageSize),
    sort: request.sort,
  });
  if (request.categoryId) search.set('categoryId', String(request.categoryId));
  if (request.searchText) search.set('searchText', request.searchText);
  return `/new_api/customer/item/list?${search}`;
}
