import type { MyPageSummary } from '@edu/shared';

/** A way out of my page; `newTab` ones open in a new window (the conference side, spec §2). */
export type MyPageLink = { label: string; to: string; newTab?: boolean };

/** Every screen of my page, grouped as the page shows them. */
export const myPageMenu: { title: string; links: MyPageLink[] }[] = [
  {
    title: '쇼핑',
    links: [
      { label: '주문/결제 내역', to: '/mypage/list' },
      { label: '장바구니', to: '/mypage/cart' },
      { label: '콘텐츠함', to: '/mypage/contentsBox' },
      { label: '다운로드 내역', to: '/mypage/downloadHistory' },
      { label: '나의 리뷰', to: '/mypage/review' },
    ],
  },
  {
    title: '활동',
    links: [
      { label: '나의 글', to: '/mypage/post' },
      { label: '1:1 문의 내역', to: '/qnalist' },
    ],
  },
  {
    title: '컨퍼런스',
    links: [
      { label: '컨퍼런스 신청 내역', to: '/profile/confList', newTab: true },
      { label: '취소 신청 내역', to: '/myCancelList' },
    ],
  },
];

export type SummaryCard = MyPageLink & { count: number | null; unit: '건' | '개' };

/** The counted cards at the top of my page; counts are null until the summary has come. */
export function summaryCards(summary: MyPageSummary | undefined): SummaryCard[] {
  return [
    { label: '최근 30일 주문', to: '/mypage/list', count: summary?.orders ?? null, unit: '건' },
    {
      label: '다운로드 가능 콘텐츠',
      to: '/mypage/contentsBox',
      count: summary?.contents ?? null,
      unit: '개',
    },
    { label: '장바구니', to: '/mypage/cart', count: summary?.cart ?? null, unit: '개' },
    { label: '작성한 리뷰', to: '/mypage/review', count: summary?.reviews ?? null, unit: '개' },
    {
      label: '컨퍼런스 신청',
      to: '/profile/confList',
      newTab: true,
      count: summary?.conferenceApplications ?? null,
      unit: '건',
    },
  ];
}
