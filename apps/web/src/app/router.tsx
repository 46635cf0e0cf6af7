import { createBrowserRouter, type LoaderFunctionArgs, redirect } from 'react-router';
import { PageLoading } from '@/components/layout/page-loading';
import { boardParam, hanaBibleBoardParam } from '@/features/community/lib/board-param';
import { numericParam } from '@/features/conferences/lib/numeric-param';
import { prefetchItemPage } from '@/features/mall/catalog/api/prefetch-item-page';
import { prefetchMallHome } from '@/features/mall/catalog/api/prefetch-mall-home';
import { AppLayout } from './layout/app-layout';
import type { RouteHandle } from './layout/route-handle';
import { queryClient } from './query-client';
import { RouteError } from './routes/route-error';

/**
 * A path that only sends the visitor on: the loader redirects before anything renders. The component is
 * never seen; without one React Router warns of "a matched leaf route without an element" on every visit.
 */
const redirectTo = (to: string) => ({ loader: () => redirect(to), Component: PageLoading });

/**
 * Every page is its own lazily loaded chunk; only the layout ships with the entry. Routes of later issues
 * (/conf, /community, /mall, /mypage, /management, ...) are added here as they are built and meanwhile
 * fall through to the not-found page. A route's `handle` (RouteHandle) names it and marks it login-required;
 * the navigation guard (layout/route-guard.tsx) reads it.
 */
export const router = createBrowserRouter([
  {
    Component: AppLayout,
    children: [
      {
        // Pathless: errors and the first page load are shown inside the layout, so the bar never disappears.
        ErrorBoundary: RouteError,
        HydrateFallback: PageLoading,
        children: [
          { index: true, ...redirectTo('/main') },
          ...['main', 'home'].map((path) => ({
            path,
            lazy: async () => ({ Component: (await import('./routes/home')).HomePage }),
          })),
          { path: 'introduce', ...redirectTo('/introduce/1') },
          {
            path: 'introduce/:category',
            lazy: async () => ({ Component: (await import('./routes/introduce')).IntroducePage }),
          },
          // The left navigation variant's address for the introduction (spec §2).
          { path: 'intro', ...redirectTo('/introduce/1') },
          // Content pages the administrators write (사이트 페이지).
          {
            path: 'hana-bible',
            handle: { name: 'hanaBible' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/hana-bible')).HanaBibleIntroPage }),
          },
          {
            path: 'hana-bible/course',
            handle: { name: 'hanaBibleCourse' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/hana-bible')).HanaBibleCoursePage }),
          },
          {
            path: 'hana-bible/infant',
            handle: { name: 'hanaBibleInfant' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/hana-bible')).HanaBibleInfantPage }),
          },
          {
            path: 'hana-bible/board',
            handle: { name: 'hanaBibleBoard' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/hana-bible')).HanaBibleBoardPage }),
          },
          {
            // Board 5 only; the community's boards live under /community.
            path: 'hana-bible/board/:boardId/:postId',
            handle: { name: 'hanaBiblePost' } satisfies RouteHandle,
            loader: (args: LoaderFunctionArgs) => hanaBibleBoardParam(args) ?? numericParam('postId')(args),
            lazy: async () => ({ Component: (await import('./routes/hana-bible')).HanaBiblePostPage }),
          },
          {
            path: 'bible-school',
            handle: { name: 'bibleSchool' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/bible-school')).BibleSchoolPage }),
          },
          {
            path: 'ministry',
            handle: { name: 'ministry' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/ministry')).MinistryPage }),
          },
          {
            path: 'game',
            handle: { name: 'game' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/game')).GamePage }),
          },
          // The native app's own pages.
          {
            path: 'app_main',
            handle: { name: 'appMain' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/app-main')).AppMainPage }),
          },
          {
            path: 'app_hana1',
            handle: { name: 'appHana1' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/app-hana')).AppHanaIntroPage }),
          },
          {
            path: 'app_hana2',
            handle: { name: 'appHana2' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/app-hana')).AppHanaCoursesPage }),
          },
          {
            path: 'login',
            lazy: async () => ({ Component: (await import('./routes/login')).LoginPage }),
          },
          {
            path: 'logout',
            lazy: async () => ({ Component: (await import('./routes/logout')).LogoutPage }),
          },
          {
            path: 'signup',
            lazy: async () => ({ Component: (await import('./routes/signup')).SignupPage }),
          },
          {
            path: 'signup/app',
            lazy: async () => ({ Component: (await import('./routes/signup')).AppSignupPage }),
          },
          {
            path: 'signup_sns',
            lazy: async () => ({ Component: (await import('./routes/signup')).SocialSignupPage }),
          },
          // Where kakao, naver and apple logins come back to (the paths the providers' consoles know).
          ...['kakaoLoginCheck', 'naverLoginCheck', 'appleLoginCheck'].map((path) => ({
            path,
            lazy: async () => ({
              Component: (await import('./routes/social-login-check')).SocialLoginCheckPage,
            }),
          })),
          ...['help_find', 'help_find_2', 'app/help_find'].map((path) => ({
            path,
            lazy: async () => ({ Component: (await import('./routes/help-find')).HelpFindPage }),
          })),
          {
            path: 'profile',
            handle: { name: 'profile', requiresLogin: true } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/profile')).ProfilePage }),
          },
          ...[
            { path: 'profile/confList', name: 'confList' },
            { path: 'profile/confList/app', name: 'appConfList' },
            { path: 'profile/confList/app2', name: 'appConfList2' },
          ].map(({ path, name }) => ({
            path,
            handle: { name, requiresLogin: true } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/conf-list')).ConfListPage }),
          })),
          {
            path: 'myCancelList',
            handle: { name: 'myCancelList', requiresLogin: true } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/my-cancel-list')).MyCancelListPage }),
          },
          ...[
            { path: 'withdrawal', name: 'withdrawal' },
            { path: 'app/withdrawal', name: 'appWithdrawal' },
          ].map(({ path, name }) => ({
            path,
            handle: { name, requiresLogin: true } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/withdrawal')).WithdrawalPage }),
          })),
          {
            path: 'policy/info',
            lazy: async () => ({ Component: (await import('./routes/policy-info')).PrivacyPolicyPage }),
          },
          {
            path: 'policy/guide',
            lazy: async () => ({ Component: (await import('./routes/policy-guide')).TermsOfUsePage }),
          },
          {
            path: 'management',
            handle: { name: 'management', requiresLogin: true } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/management')).ManagementPage }),
          },
          {
            path: 'management/mall-orders/:oid/statement',
            handle: { name: 'managementOrderStatement', requiresLogin: true } satisfies RouteHandle,
            lazy: async () => ({
              Component: (await import('./routes/management-order-statement')).ManagementOrderStatementPage,
            }),
          },
          {
            // The app's session token rides in the path: the page trades it for the cookie and leaves at once.
            // The splat keeps a token whose standard base64 holds "/" on this page.
            path: 'management/:token/*',
            handle: { name: 'managementToken', transient: true } satisfies RouteHandle,
            lazy: async () => ({
              Component: (await import('./routes/management-token')).ManagementTokenPage,
            }),
          },
          {
            path: 'conf',
            handle: { name: 'eduList' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/conf')).ConferenceListPage }),
          },
          // Conference pages: numbers only, so any other one-segment address still reaches the not-found page.
          ...[
            { path: ':idx', name: 'conference' },
            { path: 'app/:idx', name: 'appConference' },
          ].map(({ path, name }) => ({
            path,
            handle: { name } satisfies RouteHandle,
            loader: numericParam('idx'),
            lazy: async () => ({ Component: (await import('./routes/conference-page')).ConferencePage }),
          })),
          {
            path: 'hana',
            handle: { name: 'hana' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/conference-page')).HanaPage }),
          },
          ...[
            { path: 'register/:detailIdx', name: 'register' },
            { path: 'app/register/:detailIdx', name: 'appRegister' },
          ].map(({ path, name }) => ({
            path,
            handle: { name, requiresLogin: true } satisfies RouteHandle,
            loader: numericParam('detailIdx'),
            lazy: async () => ({ Component: (await import('./routes/register')).RegisterPage }),
          })),
          ...[
            { path: 'register_pay/:idx', name: 'registerPay' },
            { path: 'app/register_pay/:idx', name: 'appRegisterPay' },
          ].map(({ path, name }) => ({
            path,
            handle: { name, requiresLogin: true } satisfies RouteHandle,
            loader: numericParam('idx'),
            lazy: async () => ({ Component: (await import('./routes/register-pay')).RegisterPayPage }),
          })),
          ...[
            { path: 'register_done', name: 'registerDone' },
            { path: 'app/register_done', name: 'appRegisterDone' },
          ].map(({ path, name }) => ({
            path,
            handle: { name, requiresLogin: true } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/register-done')).RegisterDonePage }),
          })),
          // A waiting-list offer's private link (sent by KakaoTalk when seats free up).
          ...[
            { path: 'waiting-offer/:token', name: 'waitingOffer' },
            { path: 'app/waiting-offer/:token', name: 'appWaitingOffer' },
          ].map(({ path, name }) => ({
            path,
            handle: { name, requiresLogin: true } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/waiting-offer')).WaitingOfferPage }),
          })),
          {
            path: 'barcode/:idx',
            handle: { name: 'barcode', requiresLogin: true } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/barcode')).BarcodePage }),
          },
          {
            // Anyone checks a certificate of attendance by the code printed on it.
            path: 'certificate/verify',
            handle: { name: 'certificateVerify' } satisfies RouteHandle,
            lazy: async () => ({
              Component: (await import('./routes/certificate-verify')).CertificateVerifyPage,
            }),
          },
          {
            // One attendee's ticket by its private link: no login, and never remembered (the path is the key).
            path: 'ticket/:token',
            handle: { name: 'ticket', transient: true } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/ticket')).TicketPage }),
          },
          {
            // The staff check-in desk; the server allows staff (level 5) and administrators only. It is
            // an installable app that keeps admitting offline (features/check-in/offline).
            path: 'barcodeVerify',
            handle: { name: 'barcodeVerify', requiresLogin: true, worksOffline: true } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/barcode-verify')).BarcodeVerifyPage }),
          },
          {
            path: 'online/:idx',
            handle: { name: 'online', requiresLogin: true } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/online')).OnlinePage }),
          },
          {
            path: 'qna',
            handle: { name: 'qna' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/qna')).QnaPage }),
          },
          {
            path: 'qnalist',
            handle: { name: 'qnalist', requiresLogin: true } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/qna-list')).QnaListPage }),
          },
          { path: 'community', ...redirectTo('/community/1') },
          ...[
            { path: 'community/write', name: 'communityWrite' },
            { path: 'community/write/:postId', name: 'communityEdit' },
          ].map(({ path, name }) => ({
            path,
            handle: { name, requiresLogin: true } satisfies RouteHandle,
            loader: path.endsWith(':postId') ? numericParam('postId') : undefined,
            lazy: async () => ({ Component: (await import('./routes/community-write')).CommunityWritePage }),
          })),
          {
            // Boards 1 to 4 only; any other value is the not-found page.
            path: 'community/:boardId',
            handle: { name: 'community' } satisfies RouteHandle,
            loader: boardParam,
            lazy: async () => ({ Component: (await import('./routes/community-list')).CommunityListPage }),
          },
          {
            path: 'community/:boardId/:postId',
            handle: { name: 'communityPost' } satisfies RouteHandle,
            loader: (args: LoaderFunctionArgs) => boardParam(args) ?? numericParam('postId')(args),
            lazy: async () => ({ Component: (await import('./routes/community-post')).CommunityPostPage }),
          },
          {
            path: 'mall',
            handle: { name: 'mall' } satisfies RouteHandle,
            // Runs beside `lazy`: the list's reads start while the page's code loads.
            loader: ({ request }: LoaderFunctionArgs) => {
              prefetchMallHome(queryClient, new URL(request.url).searchParams);
              return null;
            },
            lazy: async () => ({ Component: (await import('./routes/mall-home')).MallHomePage }),
          },
          {
            path: 'mall/view/:itemId',
            handle: { name: 'mallView' } satisfies RouteHandle,
            // Runs beside `lazy`: the item's read and then its picture start while the page's code loads.
            loader: (args: LoaderFunctionArgs) => {
              numericParam('itemId')(args);
              prefetchItemPage(queryClient, Number(args.params.itemId));
              return null;
            },
            lazy: async () => ({ Component: (await import('./routes/mall-item')).MallItemPage }),
          },
          {
            path: 'mall/ai-search',
            handle: { name: 'aiSearch' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/mall-chatbot')).MallChatbotPage }),
          },
          {
            path: 'mall/ai-result',
            handle: { name: 'aiResult' } satisfies RouteHandle,
            lazy: async () => ({
              Component: (await import('./routes/mall-chatbot-result')).MallChatbotResultPage,
            }),
          },
          {
            path: 'mypage',
            handle: { name: 'mypage', requiresLogin: true } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/my-page')).MyPage }),
          },
          {
            path: 'mypage/post',
            handle: { name: 'myPosts', requiresLogin: true } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/my-posts')).MyPostsPage }),
          },
          {
            path: 'mypage/contentsBox',
            handle: { name: 'contentsBox', requiresLogin: true } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/content-box')).ContentBoxPage }),
          },
          {
            path: 'mypage/contentsBox/:ocid',
            handle: { name: 'contentsBoxDetail', requiresLogin: true } satisfies RouteHandle,
            loader: numericParam('ocid'),
            lazy: async () => ({ Component: (await import('./routes/content-detail')).ContentDetailPage }),
          },
          {
            path: 'mypage/downloadHistory',
            handle: { name: 'downloadHistory', requiresLogin: true } satisfies RouteHandle,
            lazy: async () => ({
              Component: (await import('./routes/download-history')).DownloadHistoryPage,
            }),
          },
          {
            path: 'mypage/review',
            handle: { name: 'myReviews', requiresLogin: true } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/my-reviews')).MyReviewsPage }),
          },
          ...[
            { path: 'mypage/cart', name: 'cart' },
            { path: 'mypage/cart2', name: 'cart2' },
          ].map(({ path, name }) => ({
            path,
            handle: { name, requiresLogin: true } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/mall-cart')).MallCartPage }),
          })),
          ...[
            { path: 'order', name: 'order' },
            { path: 'order2', name: 'order2' },
            { path: 'order/:paymentStatus', name: 'orderStatus' },
          ].map(({ path, name }) => ({
            path,
            handle: { name, requiresLogin: true } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/mall-order')).MallOrderPage }),
          })),
          {
            path: 'mypage/order_done/:oid',
            handle: { name: 'orderDone', requiresLogin: true } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/mall-order-done')).MallOrderDonePage }),
          },
          ...[
            { path: 'mypage/list', name: 'orderList' },
            { path: 'mypage/paymentList', name: 'paymentList' },
          ].map(({ path, name }) => ({
            path,
            handle: { name, requiresLogin: true } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/mall-order-list')).MallOrderListPage }),
          })),
          {
            path: 'mypage/statement/:oid',
            handle: { name: 'orderStatement', requiresLogin: true } satisfies RouteHandle,
            lazy: async () => ({
              Component: (await import('./routes/mall-order-statement')).MallOrderStatementPage,
            }),
          },
          ...[
            { path: 'mypage/detail/:oid', name: 'orderDetail' },
            { path: 'mypage/list/:oid', name: 'orderListDetail' },
          ].map(({ path, name }) => ({
            path,
            handle: { name, requiresLogin: true } satisfies RouteHandle,
            lazy: async () => ({
              Component: (await import('./routes/mall-order-detail')).MallOrderDetailPage,
            }),
          })),
          {
            path: '*',
            lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundPage }),
          },
        ],
      },
    ],
  },
]);
