import type { HeadLink } from '../../../platform/http/page-preloads';

const read = (href: string): HeadLink => ({ rel: 'preload', as: 'fetch', href });

/**
 * What /mall reads first, named in the page's HTML as an item page's read is (item-page-hints.ts):
 * the categories, and on the unnarrowed first page the newest contents and the list as the page asks
 * for them (prefetch-mall-home.ts). The answers are there when the page's code asks, so the page
 * renders them together instead of once for each as it arrives.
 */
export function mallHomeHints() {
  return async (_params: Record<string, string>, query: URLSearchParams): Promise<HeadLink[]> => {
    const categories = read('/new_api/category/list');
    if ([...query.keys()].length > 0) return [categories];
    return [
      categories,
      read('/new_api/customer/item/new-contents'),
      read('/new_api/customer/item/list?page=1&size=15&sort=new'),
    ];
  };
}
