import { messages } from '@edu/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useDialog } from '@/components/ui/dialog-provider';
import { ApiError } from '@/lib/api-client';
import { startCookieSession } from '../api/start-cookie-session';
import { decodePathToken } from '../utils/path-token';

/**
 * Logs in with the base64 session token of the page's path (the native app's /management/{token}): the server
 * turns it into the HttpOnly session cookie, then the visitor goes on to `destination`. A bad or expired token
 * is told "로그인 후 이용 가능 합니다." and sent to /main. Both leave with replace, so the token leaves history.
 */
export function usePathTokenLogin(segment: string, destination: string): void {
  const queryClient = useQueryClient();
  const dialog = useDialog();
  const navigate = useNavigate();
  // React's development double run of effects must not spend the token twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const logIn = async () => {
      const token = decodePathToken(segment);
      if (!token) throw new ApiError(messages.loginRequired, 401);
      await startCookieSession(token);
      // A new session, perhaps of another member than before: every cached answer is fetched again.
      await queryClient.invalidateQueries();
    };
    logIn().then(
      () => navigate(destination, { replace: true }),
      async (error: unknown) => {
        const refusedOther = error instanceof ApiError && error.status !== 401;
        await dialog.alert(refusedOther ? error.message : messages.loginRequired);
        await navigate('/main', { replace: true });
      },
    );
  }, [segment, destination, queryClient, dialog, navigate]);
}
