import { SitePageView } from '@/features/site-pages/components/site-page-view';

/** /ministry: ministry sharing (사역 나눔), a page the administrators write. */
export function MinistryPage() {
  return <SitePageView slug="ministry" fallbackTitle="사역 나눔" />;
}
