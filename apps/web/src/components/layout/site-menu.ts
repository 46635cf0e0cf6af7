import { introductionCategories, siteInfo } from '@edu/shared';

export type MenuLink = { label: string; to: string };
/** A top menu is either one link or a group of links. */
export type SiteMenu =
  | { label: string; to: string; items?: undefined }
  | { label: string; items: MenuLink[] };

/** Content-mall shelves as category / subcategory ids of the catalogue (spec §2 top navigation). */
const mallShelves: MenuLink[] = [
  { label: '설교', to: '/mall?category=170&sub=172' },
  { label: '절기', to: '/mall?category=170&sub=174' },
  { label: '활동자료', to: '/mall?category=136' },
  { label: '행정서식', to: '/mall?category=138&sub=164' },
  { label: '강의영상', to: '/mall?category=138&sub=162' },
  { label: '이미지', to: '/mall?category=170&sub=171' },
  { label: '찬양', to: '/mall?category=137' },
];

/** The top navigation, shared by the desktop bar and the mobile slide-out menu. */
export const siteMenus: SiteMenu[] = [
  {
    label: '하나바이블',
    items: [
      { label: '하나바이블 소개', to: '/hana-bible' },
      { label: '과정별 안내', to: '/hana-bible/course' },
      { label: '영유아', to: '/hana-bible/infant' },
      { label: '자료실', to: '/hana-bible/board' },
    ],
  },
  {
    label: '성경학교',
    items: [
      { label: '여름 성경학교', to: '/bible-school?tab=summer' },
      { label: '겨울 성경학교', to: '/bible-school?tab=winter' },
    ],
  },
  { label: '콘텐츠몰', items: mallShelves },
  { label: '컨퍼런스', to: '/conf' },
  { label: '커뮤니티', to: '/community' },
  { label: '사역 나눔', to: '/ministry' },
  {
    label: '소개',
    items: introductionCategories.map(({ category, label }) => ({ label, to: `/introduce/${category}` })),
  },
];

/** The side menu's shortcuts (spec §2 left navigation): the introduction, the shop and the textbook store. */
export const sideShortcuts: { label: string; to: string; external: boolean }[] = [
  { label: '기관 소개', to: '/intro', external: false },
  { label: '콘텐츠몰', to: '/mall', external: false },
  { label: '교재 구매', to: siteInfo.textbookStoreUrl, external: true },
];
