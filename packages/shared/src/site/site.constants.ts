/**
 * Facts printed on the policy pages, and the footer's business details until an administrator saves
 * them (business-details.contract.ts).
 */
export const siteInfo = {
  name: '하나바이블 교회교육',
  /** What a page that describes nothing of its own says of the site (its description, a shared link's text). */
  description:
    '하나바이블 교회교육 - 교회학교 교사와 사역자를 위한 컨퍼런스, 콘텐츠몰, 커뮤니티와 교육 자료를 만나보세요.',
  organisation: '(재)하나교회교육원',
  representative: '김하나',
  address: '서울특별시 종로구 대학로 19, 3층',
  phone: '02-6951-0300',
  email: 'help@hanabible.kr',
  businessNumber: '101-82-12345',
  mailOrderNumber: '2023-서울종로-0123',
  customerCentreHours: '평일 10:00 ~ 17:00 (주말 및 공휴일 휴무)',
  /** Whose servers the site runs on (전자상거래법: 호스팅 서비스 제공자). */
  hostingProvider: 'Amazon Web Services, Inc.',
  chatUrl: 'https://pf.kakao.com/_hanabible/chat',
  /** The printed textbooks are sold by the publisher's own store, outside this site. */
  textbookStoreUrl: 'https://smartstore.naver.com/hanabible',
} as const;

/** Page sizes and limits of spec §9. */
export const limits = {
  adminPageSize: 30,
  memberPageSize: 30,
  cancelPageSize: 20,
  historyPageSize: 8,
  communityPageSize: 12,
  pagerRange: 2,
  passwordMinLength: 8,
  phoneLength: 11,
  phonePartLength: 4,
  passcodeSeconds: 300,
  adminLevel: 10,
  staffLevel: 5,
  memberLevel: 2,
  restrictedLevel: 1,
  mobileBreakpoint: 1024,
  carouselAutoplayMs: 4000,
  newBadgeHours: 24,
} as const;

/** Board ids of the community (spec §9). */
export const boards = [
  { boardId: 1, title: '공지사항' },
  { boardId: 2, title: '자유게시판' },
  { boardId: 3, title: 'Q&A' },
  { boardId: 4, title: '교육 웹진' },
] as const;
