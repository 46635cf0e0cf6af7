import { groupDigits } from '@edu/shared';
import type { MallQuery, Shelf } from './mall-query';

/** The shelf's name as the list heading says it: "찬양", or a subcategory under its parent "예배 자료 · 설교". */
export const shelfNameOf = (shelf: Shelf): string =>
  [shelf.parent?.name, shelf.child?.name].filter(Boolean).join(' · ');

/** True when a search is narrowed by a category: the page then offers the same search everywhere. */
export const isSearchInShelf = (query: Pick<MallQuery, 'q'>, shelf: Shelf): boolean =>
  query.q !== '' && shelf.parent !== null;

/**
 * The list's heading. A search says where it looked, so a visitor in one category does not take a
 * short list for everything there is: "‘찬양’ 카테고리에서 ‘율동’ 검색 결과 3건"; everywhere,
 * "‘율동’ 검색 결과 3건". The count joins once the answer is there (`total` null before).
 */
export function mallListTitle(query: Pick<MallQuery, 'q'>, shelf: Shelf, total: number | null): string {
  const shelfName = shelfNameOf(shelf);
  if (!query.q) return shelfName || '전체 상품';
  const where = isSearchInShelf(query, shelf) ? `‘${shelfName}’ 카테고리에서 ` : '';
  const found = total === null ? '' : ` ${groupDigits(total)}건`;
  return `${where}‘${query.q}’ 검색 결과${found}`;
}
