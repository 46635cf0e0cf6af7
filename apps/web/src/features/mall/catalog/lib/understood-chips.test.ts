import type { Understood } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import { foundNothing, understoodChips } from './understood-chips';

const nothing: Understood = {
  bibleBook: null,
  chapter: null,
  solarTerm: null,
  itemType: null,
  contentType: null,
  categoryName: null,
  free: null,
  minPrice: null,
  maxPrice: null,
  keywords: [],
};

describe('what the chatbot understood, as chips', () => {
  it('names the passage, season, kind, price as said and keywords', () => {
    expect(
      understoodChips({
        ...nothing,
        bibleBook: '요한복음',
        chapter: 3,
        categoryName: '설교',
        keywords: ['니고데모'],
      }),
    ).toEqual(['요한복음 3장', '설교', '니고데모']);
    expect(understoodChips({ ...nothing, solarTerm: '성탄절', contentType: 'MUSIC', free: true })).toEqual([
      '성탄절',
      '음원',
      '무료',
    ]);
    expect(
      understoodChips({ ...nothing, itemType: 'PRODUCT', maxPrice: 20000, keywords: ['유아부'] }),
    ).toEqual(['상품', '2만 원 이하', '유아부']);
    expect(understoodChips({ ...nothing, minPrice: 1000, maxPrice: 5000 })).toEqual([
      '천 원 이상 5천 원 이하',
    ]);
    expect(understoodChips({ ...nothing, maxPrice: 19_999, free: false })).toEqual(['유료', '2만 원 미만']);
    expect(understoodChips({ ...nothing, bibleBook: '시편', chapter: 23 })).toEqual(['시편 23편']);
  });

  it('gives no chips when nothing was understood, and repeats no keyword', () => {
    expect(understoodChips(nothing)).toEqual([]);
    expect(understoodChips({ ...nothing, solarTerm: '부활절', keywords: ['부활절', '영상'] })).toEqual([
      '부활절',
      '영상',
    ]);
  });

  it('knows an answer without items found nothing', () => {
    expect(foundNothing({ itemList: [] })).toBe(true);
  });
});
