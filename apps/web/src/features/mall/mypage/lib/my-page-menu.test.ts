import { describe, expect, it } from 'vitest';
import { myPageMenu, summaryCards } from './my-page-menu';

describe('myPageMenu', () => {
  it('reaches every screen of my page, the conference list in a new tab', () => {
    const links = myPageMenu.flatMap((group) => group.links);
    expect(links.map((link) => link.to)).toEqual([
      '/mypage/list',
      '/mypage/cart',
      '/mypage/contentsBox',
      '/mypage/downloadHistory',
      '/mypage/review',
      '/mypage/post',
      '/qnalist',
      '/profile/confList',
      '/myCancelList',
    ]);
    expect(links.filter((link) => link.newTab).map((link) => link.to)).toEqual(['/profile/confList']);
  });
});

describe('summaryCards', () => {
  const summary = {
    name: '김하나',
    uid: 'hana',
    orders: 3,
    contents: 5,
    reviews: 1,
    cart: 2,
    conferenceApplications: 4,
  };

  it('counts from the summary', () => {
    expect(summaryCards(summary).map((card) => [card.to, card.count])).toEqual([
      ['/mypage/list', 3],
      ['/mypage/contentsBox', 5],
      ['/mypage/cart', 2],
      ['/mypage/review', 1],
      ['/profile/confList', 4],
    ]);
  });

  it('has no counts before the summary comes', () => {
    expect(summaryCards(undefined).every((card) => card.count === null)).toBe(true);
  });
});
