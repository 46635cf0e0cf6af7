import { z } from 'zod';
import { textOfAtMost } from '../http/text.contract';

/**
 * The site's content pages an administrator edits in /management (사이트 페이지): the Hana Bible and
 * Bible school sections, ministry sharing, and the native app's pages. Each is rich text (with images
 * and embedded videos) under a fixed slug; the page that shows it is `path`.
 */
export const sitePages = [
  { slug: 'hana-bible', label: '하나바이블 소개', path: '/hana-bible' },
  { slug: 'hana-bible-course', label: '과정별 안내', path: '/hana-bible/course' },
  { slug: 'hana-bible-infant', label: '영유아', path: '/hana-bible/infant' },
  { slug: 'bible-school-summer', label: '여름 성경학교', path: '/bible-school?tab=summer' },
  { slug: 'bible-school-winter', label: '겨울 성경학교', path: '/bible-school?tab=winter' },
  { slug: 'ministry', label: '사역 나눔', path: '/ministry' },
  { slug: 'app-main', label: '앱 메인', path: '/app_main' },
  { slug: 'app-hana-greeting', label: '앱 소개: 인사말', path: '/app_hana1' },
  { slug: 'app-hana-overview', label: '앱 소개: 개발 개요', path: '/app_hana1' },
  { slug: 'app-hana-video', label: '앱 소개: 소개 영상', path: '/app_hana1' },
  { slug: 'app-hana-courses', label: '앱 과정 목록', path: '/app_hana2' },
] as const;
export type SitePageSlug = (typeof sitePages)[number]['slug'];
export const sitePageSlugs = sitePages.map((page) => page.slug) as [SitePageSlug, ...SitePageSlug[]];

export const sitePageSchema = z.object({
  slug: z.enum(sitePageSlugs),
  title: z.string(),
  contents: z.string().describe('sanitised HTML'),
  updated_date: z.string(),
});
export type SitePage = z.infer<typeof sitePageSchema>;

/** PUT /api/admin/pages/{slug}: the title and the rich text (sanitised on the server). */
export const sitePageEditSchema = z.object({
  title: textOfAtMost(100),
  contents: z.string().max(500_000),
});
export type SitePageEdit = z.infer<typeof sitePageEditSchema>;

export const sitePageMessages = {
  notFound: '페이지를 찾을 수 없습니다.',
  titleRequired: '제목을 입력해 주세요.',
  contentsRequired: '내용을 입력해 주세요.',
  saved: '페이지가 저장되었습니다.',
} as const;
