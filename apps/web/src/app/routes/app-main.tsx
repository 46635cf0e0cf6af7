import { OpenExternalBrowserButton } from '@/features/site-pages/components/open-external-browser-button';
import { SitePageView } from '@/features/site-pages/components/site-page-view';

/** /app_main: the native app's main page: its promotion and a way out to the phone's browser. */
export function AppMainPage() {
  return (
    <SitePageView slug="app-main" fallbackTitle="하나바이블 앱" showUpdated={false}>
      <div className="mt-8 flex justify-center">
        <OpenExternalBrowserButton />
      </div>
    </SitePageView>
  );
}
