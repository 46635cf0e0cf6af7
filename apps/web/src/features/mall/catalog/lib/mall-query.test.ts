import type { Category } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import { isNarrowed, listCategoryId, mallSearch, readMallQuery, resolveShelf } from './mall-query';

const read = (search: string) => readMallQuery(new URLSearchParams(search));

const categories: Category[] = [
  {
    categoryId: 170,
    name: '예배 자료',
    icon: 'book',
    children: [
      { categoryId: 172, name: '설교' },
      { categoryId: 174, name: '절기' },
    ],
  },
  { categoryId: 137, name: '찬양', icon: 'music', children: [] },
];

describe('mall list address', () => {
  it('reads the menu links (?category=170&sub=172) and defaults the rest', () => {
    expect(read('category=170&sub=172')).toEqual({ category: 170, sub: 172, page: 1, sort: 'new', q: '' });
    expect(read('')).toEqual({ category: null, sub: null, page: 1, sort: 'new', q: '' });
  });

  it('ignores values it cannot use', () => {
    expect(read('category=abc&sub=-3&page=0&sort=cheap')).toEqual({
      category: null,
      sub: null,
      page: 1,
      sort: 'new',
      q: '',
    });
    expect(read('page=20000').page).toBe(1);
    expect(read(`q=${'가'.repeat(150)}`).q).toHaveLength(100);
    expect(read('q=%20%20찬양%20').q).toBe('찬양');
  });

  it('writes the state back in the menu order, leaving the defaults out', () => {
    expect(mallSearch({ category: 170, sub: 172 })).toBe('?category=170&sub=172');
    expect(mallSearch({ category: 137, sort: 'priceLow', q: '부활', page: 2 })).toBe(
      '?category=137&sort=priceLow&q=%EB%B6%80%ED%99%9C&page=2',
    );
    expect(mallSearch({ sort: 'new', page: 1, q: '' })).toBe('');
    const query = read('category=170&sub=174&sort=popular&q=성탄&page=3');
    expect(read(mallSearch(query).slice(1))).toEqual(query);
  });

  it('asks the list for the subcategory when one is chosen', () => {
    expect(listCategoryId({ category: 170, sub: 172 })).toBe(172);
    expect(listCategoryId({ category: 137, sub: null })).toBe(137);
    expect(listCategoryId({ category: null, sub: null })).toBeUndefined();
  });

  it('counts a category or a search as narrowing the list', () => {
    expect(isNarrowed(read(''))).toBe(false);
    expect(isNarrowed(read('sort=popular&page=2'))).toBe(false);
    expect(isNarrowed(read('category=137'))).toBe(true);
    expect(isNarrowed(read('q=찬양'))).toBe(true);
  });

  it('lights the tab and chip of the address, also for a subcategory given alone', () => {
    const [worship, praise] = categories;
    expect(resolveShelf(categories, read('category=170&sub=174'))).toEqual({
      parent: worship,
      child: { categoryId: 174, name: '절기' },
    });
    expect(resolveShelf(categories, read('category=137'))).toEqual({ parent: praise, child: null });
    expect(resolveShelf(categories, read('sub=172')).parent).toBe(worship);
    expect(resolveShelf(categories, read('category=172')).child).toEqual({ categoryId: 172, name: '설교' });
    expect(resolveShelf(categories, read('category=999'))).toEqual({ parent: null, child: null });
    // A subcategory of another category is not shown under this one.
    expect(resolveShelf(categories, read('category=137&sub=172'))).toEqual({ parent: praise, child: null });
  });
});
