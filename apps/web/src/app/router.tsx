import { createBrowserRouter, redirect } from 'react-router';
import { PageLoading } from '@/components/layout/page-loading';
import { AppLayout } from './layout/app-layout';
import type { RouteHandle } from './layout/route-handle';
import { RouteError } from './routes/route-error';

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
          { index: true, loader: () => redirect('/main') },
          ...['main', 'home'].map((path) => ({
            path,
            lazy: async () => ({ Component: (await import('./routes/home')).HomePage }),
          })),
          { path: 'introduce', loader: () => redirect('/introduce/1') },
          {
            path: 'introduce/:category',
            lazy: async () => ({ Component: (await import('./routes/introduce')).IntroducePage }),
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
            // The app's session token rides in the path: the page trades it for the cookie and leaves at once.
            // The splat keeps a token whose standard base64 holds "/" on this page.
            path: 'management/:token/*',
            handle: { name: 'managementToken', transient: true } satisfies RouteHandle,
            lazy: async () => ({
              Component: (await import('./routes/management-token')).ManagementTokenPage,
            }),
          },
          {
            path: '*',
            lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundPage }),
          },
        ],
      },
    ],
  },
]);
