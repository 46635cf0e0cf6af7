import { messages } from '@edu/shared';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useLocation, useMatches, useNavigate } from 'react-router';
import { PageLoading } from '@/components/layout/page-loading';
import { useDialog } from '@/components/ui/dialog-provider';
import { accountQueryOptions } from '@/features/accounts/api/get-account';
import { loginPath } from '@/features/accounts/utils/login-return';
import { ApiError } from '@/lib/api-client';
import { postToNativeApp } from '@/lib/native-app';
import { isInAppPath } from './in-app-path';
import { type RouteHandle, routeRules } from './route-handle';
import { rememberVisit } from './route-memory';

/**
 * Spec §2, the navigation guard of every route, driven by the routes' `handle` (see route-handle.ts): it
 * remembers the previous page, and a page that requires login is shown only after a fresh account check.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const matches = useMatches();
  const rules = routeRules(matches.map((match) => match.handle));
  const worksOffline = matches.some(
    (match) => (match.handle as RouteHandle | undefined)?.worksOffline === true,
  );

  useEffect(() => {
    if (!rules.transient) rememberVisit({ path: pathname, name: rules.name ?? pathname });
  }, [pathname, rules.name, rules.transient]);

  const allowed = useLoginCheck(pathname, search, rules.requiresLogin, worksOffline);
  // Until the check answers, the protected page is not even mounted: its content never flashes.
  return allowed ? children : <PageLoading label="로그인 확인 중…" />;
}

/**
 * Checks the session on each entry to a login-required path; answers whether the page may be shown. A visitor
 * without a session is told "로그인 후 이용 가능 합니다." and sent to /login, which brings them back to this
 * page (path and query) once logged in. In the native app, whose own login screen is asked for instead,
 * the web view goes to /main.
 */
function useLoginCheck(
  pathname: string,
  search: string,
  requiresLogin: boolean,
  worksOffline: boolean,
): boolean {
  const queryClient = useQueryClient();
  const dialog = useDialog();
  const navigate = useNavigate();
  // The query at the time of the refusal; a change of query alone does not ask the server again.
  const searchRef = useRef(search);
  searchRef.current = search;
  // The login-required path whose check let the member in; reset on leaving, so a later visit checks again.
  const [allowedPath, setAllowedPath] = useState<string | null>(null);

  useEffect(() => {
    if (!requiresLogin) {
      setAllowedPath(null);
      return;
    }
    let current = true;
    // Never the cached member: the session may have ended since. A 401 answers null and leaves the account
    // query null (logged out) for the whole page; a success leaves the fresh member (level, uid) there.
    queryClient
      .fetchQuery({ ...accountQueryOptions(), staleTime: 0 })
      // No answer at all (offline) on a page that works offline: shown; the server checks its calls.
      .catch((error) =>
        worksOffline && error instanceof ApiError && error.isNetworkError ? 'offline' : null,
      )
      .then(async (account) => {
        if (!current) return;
        if (account) {
          setAllowedPath(pathname);
          return;
        }
        const appLogin = isInAppPath(pathname) && postToNativeApp('login');
        await dialog.alert(messages.loginRequired);
        if (!current) return;
        navigate(appLogin ? '/main' : loginPath(`${pathname}${searchRef.current}`), { replace: true });
      });
    return () => {
      current = false;
    };
  }, [pathname, requiresLogin, worksOffline, queryClient, dialog, navigate]);

  return !requiresLogin || allowedPath === pathname;
}
