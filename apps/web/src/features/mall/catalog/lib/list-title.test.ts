import { describe, expect, it } from 'vitest';
import { isSearchInShelf, mallListTitle } from './list-title';
import type { Shelf } from './mall-query';

const everywhere: Shelf = { parent: null, child: null };
const praise: Shelf = { parent: { categoryId: 137, name: '찬양', icon: null, children: [] }, child: null };
const sermons: Shelf = {
  parent: { categoryId: 170, name: '예배 자료', icon: null, children: [{ categoryId: 172, name: '설교' }] },
  child: { categoryId: 172, name: '설교' },
};

describe('the mall list heading', () => {
  it('says a search inside a category looked only there, with the count of what it found', () => {
    expect(mallListTitle({ q: '율동' }, praise, 3)).toBe('‘찬양’ 카테고리에서 ‘율동’ 검색 결과 3건');
    expect(mallListTitle({ q: '요한' }, sermons, 1200)).toBe(
      '‘예배 자료 · 설교’ 카테고리에서 ‘요한’ 검색 결과 1,200건',
    );
    expect(isSearchInShelf({ q: '율동' }, praise)).toBe(true);
  });

  it('says a search everywhere without a category, and the count only once known', () => {
    expect(mallListTitle({ q: '율동' }, everywhere, 0)).toBe('‘율동’ 검색 결과 0건');
    expect(mallListTitle({ q: '율동' }, praise, null)).toBe('‘찬양’ 카테고리에서 ‘율동’ 검색 결과');
    expect(isSearchInShelf({ q: '율동' }, everywhere)).toBe(false);
  });

  it('names the shelf when nothing is searched', () => {
    expect(mallListTitle({ q: '' }, everywhere, 44)).toBe('전체 상품');
    expect(mallListTitle({ q: '' }, sermons, 12)).toBe('예배 자료 · 설교');
    expect(isSearchInShelf({ q: '' }, praise)).toBe(false);
  });
});
