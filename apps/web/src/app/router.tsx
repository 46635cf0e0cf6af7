import { createBrowserRouter, redirect } from 'react-router';
import { PageLoading } from '@/components/layout/page-loading';
import { AppLayout } from './layout/app-layout';
import { RouteError } from './routes/route-error';

/**
 * Every page is its own lazily loaded chunk; only the layout ships with the entry. Routes of later issues
 * (/conf, /community, /mall, /mypage, /management, ...) are added here as they are built and meanwhile
 * fall through to the not-found page.
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
          ...['help_find', 'help_find_2', 'app/help_find'].map((path) => ({
            path,
            lazy: async () => ({ Component: (await import('./routes/help-find')).HelpFindPage }),
          })),
          {
            path: 'profile',
            lazy: async () => ({ Component: (await import('./routes/profile')).ProfilePage }),
          },
          ...['withdrawal', 'app/withdrawal'].map((path) => ({
            path,
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
            path: '*',
            lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundPage }),
          },
        ],
      },
    ],
  },
]);
