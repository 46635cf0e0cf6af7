import { describe, expect, it } from 'vitest';
import { listBoardId, listSearch, readListQuery } from './list-query';

describe('list query', () => {
  it('reads the address with defaults for missing or odd values', () => {
    expect(readListQuery(new URLSearchParams(''))).toEqual({
      page: 1,
      searchType: 'title',
      searchText: '',
      scope: 'board',
    });
    expect(readListQuery(new URLSearchParams('page=-3&searchType=evil&scope=x'))).toMatchObject({
      page: 1,
      searchType: 'title',
      scope: 'board',
    });
  });

  it('round-trips a search over every board', () => {
    const search = listSearch({ page: 2, searchType: 'author', searchText: '홍길동', scope: 'all' });
    expect(readListQuery(new URLSearchParams(search))).toEqual({
      page: 2,
      searchType: 'author',
      searchText: '홍길동',
      scope: 'all',
    });
  });

  it('keeps plain board addresses plain', () => {
    expect(listSearch({ page: 1, searchType: 'title', searchText: '', scope: 'board' })).toBe('');
  });

  it('asks for every board (0) only when the scope is all', () => {
    expect(listBoardId(3, { scope: 'all' })).toBe(0);
    expect(listBoardId(3, { scope: 'board' })).toBe(3);
  });
});
