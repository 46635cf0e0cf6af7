import { bibleBooks } from '@edu/shared';

const bookNames = new Map(bibleBooks.map((book) => [book.id, book.name]));

/**
 * What catalogue search matches an item by: its title, tags, brand, kind, category, church-year day
 * and bible books, as one text (indexed by trigrams). Whoever writes an item writes this with it.
 */
export function itemSearchText(item: {
  title: string;
  tags: readonly string[];
  brandName?: string | null;
  itemKind: string;
  categoryName?: string | null;
  solarTerm?: string | null;
  bookIds?: readonly number[];
}): string {
  return [
    item.title,
    ...item.tags,
    item.brandName,
    item.itemKind,
    item.categoryName,
    item.solarTerm,
    ...(item.bookIds ?? []).map((id) => bookNames.get(id)),
  ]
    .filter(Boolean)
    .join(' ');
}
