import { describe, expect, it } from 'vitest';
import { myPostBoardFilters, myPostSearch, readMyPostQuery } from './my-post-query';

const read = (search: string) => readMyPostQuery(new URLSearchParams(search));

describe('readMyPostQuery', () => {
  it('reads the board and page of the address', () => {
    expect(read('boardId=3&page=2')).toEqual({ page: 2, boardId: 3 });
  });

  it('falls back to every board and page 1', () => {
    expect(read('')).toEqual({ page: 1, boardId: 0 });
    expect(read('boardId=7&page=0')).toEqual({ page: 1, boardId: 0 });
    expect(read('boardId=1.0&page=x')).toEqual({ page: 1, boardId: 0 });
  });
});

describe('myPostSearch', () => {
  it('leaves the defaults out', () => {
    expect(myPostSearch({ page: 1, boardId: 0 })).toBe('');
    expect(myPostSearch({ page: 1, boardId: 2 })).toBe('?boardId=2');
    expect(myPostSearch({ page: 3, boardId: 0 })).toBe('?page=3');
  });
});

describe('myPostBoardFilters', () => {
  it('offers every board first, then the four boards by their names', () => {
    expect(myPostBoardFilters.map((filter) => filter.label)).toEqual([
      '전체',
      '공지사항',
      '자유게시판',
      'Q&A',
      '교육 웹진',
    ]);
  });
});
