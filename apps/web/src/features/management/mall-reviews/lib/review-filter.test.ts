import { describe, expect, it } from 'vitest';
import { defaultMallReviewFilter, filterFromDraft, mallReviewQuery } from './review-filter';

describe('mallReviewQuery', () => {
  it('sends only the page for the default filter (every review)', () => {
    expect(mallReviewQuery(defaultMallReviewFilter()).toString()).toBe('page=1');
  });

  it('sends hidden=N for the visible reviews and hidden=Y for the hidden ones', () => {
    expect(mallReviewQuery({ hidden: 'N', searchText: '', page: 2 }).toString()).toBe('page=2&hidden=N');
    expect(mallReviewQuery({ hidden: 'Y', searchText: '', page: 1 }).get('hidden')).toBe('Y');
  });

  it('sends the search text trimmed, and none when it is only blanks', () => {
    expect(mallReviewQuery({ hidden: 'all', searchText: ' 성경 ', page: 1 }).get('searchText')).toBe('성경');
    expect(mallReviewQuery({ hidden: 'all', searchText: '   ', page: 1 }).has('searchText')).toBe(false);
  });

  it('encodes Korean text so the server reads it back as typed', () => {
    const query = mallReviewQuery({ hidden: 'all', searchText: '홍길동 & 책', page: 1 });
    expect(new URLSearchParams(query.toString()).get('searchText')).toBe('홍길동 & 책');
  });
});

describe('filterFromDraft', () => {
  it('applies the form from page 1 with the search text trimmed', () => {
    expect(filterFromDraft({ hidden: 'Y', searchText: ' 홍길동 ' })).toEqual({
      hidden: 'Y',
      searchText: '홍길동',
      page: 1,
    });
  });
});
