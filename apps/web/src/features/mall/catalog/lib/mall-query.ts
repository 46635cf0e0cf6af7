import { type Category, type ItemSort, itemSorts, mallLimits } from '@edu/shared';

/**
 * The mall list's state as it sits in the address (?category=&sub=&sort=&q=&page=), so reload and
 * back/forward show the same shelf. The top navigation links to the same scheme (site-menu.ts).
 */
export type MallQuery = {
  /** A top category id, or null for every category (전체). */
  category: number | null;
  /** A subcategory id of `category`, or null for the whole category. */
  sub: number | null;
  page: number;
  sort: ItemSort;
  /** Search text; '' when none. */
  q: string;
};

function positiveId(value: string | null): number | null {
  if (!value || !/^[1-9]\d{0,8}$/.test(value)) return null;
  return Number(value);
}

export function readMallQuery(search: URLSearchParams): MallQuery {
  const page = Number(search.get('page'));
  const sort = search.get('sort') ?? '';
  return {
    category: positiveId(search.get('category')),
    sub: positiveId(search.get('sub')),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    sort: (itemSorts as readonly string[]).includes(sort) ? (sort as ItemSort) : 'new',
    q: (search.get('q') ?? '').trim().slice(0, mallLimits.searchMaxLength),
  };
}

/** The address query of a list state, in the menu's order; defaults (page 1, 최신순, no search) are left out. */
export function mallSearch(query: Partial<MallQuery>): string {
  const search = new URLSearchParams();
  if (query.category) search.set('category', String(query.category));
  if (query.sub) search.set('sub', String(query.sub));
  if (query.sort && query.sort !== 'new') search.set('sort', query.sort);
  if (query.q) search.set('q', query.q);
  if (query.page && query.page > 1) search.set('page', String(query.page));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The category the list call asks for: the subcategory when one is chosen, else the category (or all). */
export function listCategoryId(query: Pick<MallQuery, 'category' | 'sub'>): number | undefined {
  return query.sub ?? query.category ?? undefined;
}

/** True when the list is narrowed by a category or a search (the newest-contents strip then steps aside). */
export function isNarrowed(query: Pick<MallQuery, 'category' | 'sub' | 'q'>): boolean {
  return query.category !== null || query.sub !== null || query.q !== '';
}

export type Shelf = {
  parent: Category | null;
  child: { categoryId: number; name: string } | null;
};

/**
 * Which tab and chip the address points at. A subcategory given alone, or given as `category`
 * (an old link such as ?category=172), still lights its parent's tab.
 */
export function resolveShelf(
  categories: readonly Category[],
  query: Pick<MallQuery, 'category' | 'sub'>,
): Shelf {
  const findChild = (id: number | null) => {
    if (id === null) return null;
    for (const parent of categories) {
      const child = parent.children.find((candidate) => candidate.categoryId === id);
      if (child) return { parent, child };
    }
    return null;
  };
  const parent = categories.find((category) => category.categoryId === query.category) ?? null;
  if (parent) {
    const child = parent.children.find((candidate) => candidate.categoryId === query.sub) ?? null;
    return { parent, child };
  }
  const found = findChild(query.sub) ?? findChild(query.category);
  return found ?? { parent: null, child: null };
}
