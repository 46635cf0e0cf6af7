import { type ItemSort, mallLimits } from './catalog.constants';

// The addresses /mall reads, as the page asks for them and as the server names them in /mall's HTML
// (mall-home-hints.ts): a named read is used only when its address is byte for byte the page's own.

export type ItemListRequest = {
  /** A category or a subcategory; absent = every item. */
  categoryId?: number;
  page: number;
  sort: ItemSort;
  searchText?: string;
};

/** The mall's categories with their subcategories. */
export const categoryListAddress = '/new_api/category/list';

/** The five newest contents for the mall home. */
export const newContentsAddress = '/new_api/customer/item/new-contents';

/**
 * The address of one page of the mall list (GET /new_api/customer/item/list), with the page size
 * and the parameters the list takes.
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
