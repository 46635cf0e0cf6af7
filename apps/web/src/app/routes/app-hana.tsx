import { AppHanaPopups } from '@/features/site-pages/components/app-hana-popups';
import { ContentPage } from '@/features/site-pages/components/content-page';
import { SitePageView } from '@/features/site-pages/components/site-page-view';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /app_hana1: the app's Hana Bible introduction: greeting, development overview and video as pop-ups. */
export function AppHanaIntroPage() {
  useDocumentTitle('하나바이블 소개');
  return (
    <ContentPage title="하나바이블 소개">
      <p className="mb-6 text-lg leading-relaxed text-slate-700">
        하나바이블의 인사말과 개발 개요, 소개 영상을 확인해 보세요.
      </p>
      <AppHanaPopups />
    </ContentPage>
  );
}

/** /app_hana2: the app's list of courses (links to each course's page). */
export function AppHanaCoursesPage() {
  return <SitePageView slug="app-hana-courses" fallbackTitle="과정 목록" showUpdated={false} />;
}
