import { Outlet, useNavigation } from 'react-router';
import { FloatingWidget } from '@/components/layout/floating-widget';
import { Footer } from '@/components/layout/footer';
import { OfficialAddressNotice } from '@/components/layout/official-address-notice';
import { PageChangeFocus } from './page-change-focus';
import { PageScrollRestoration } from './page-scroll-restoration';
import { RouteGuard } from './route-guard';
import { TopBar } from './top-bar';

/** Frame of every page: skip link, top bar, the page, footer and the floating helpers. */
export function AppLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        본문 바로가기
      </a>
      <TopBar />
      <NavigationProgress />
      {/* The min height keeps the footer below the fold while a page's code loads (no layout shift). */}
      <main id="main-content" tabIndex={-1} className="min-h-dvh flex-1 pt-16 focus:outline-none">
        <OfficialAddressNotice />
        <RouteGuard>
          <Outlet />
        </RouteGuard>
      </main>
      <Footer />
      <FloatingWidget />
      <PageScrollRestoration />
      <PageChangeFocus />
    </div>
  );
}

/** A thin bar at the top of the window while the next page's code is on its way. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label="페이지 이동 중"
      className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden"
    >
      <div className="h-full w-1/3 animate-pulse bg-brand-600" />
    </div>
  );
}
