import { orderMessages } from '@edu/shared';
import { useEffect, useRef } from 'react';
import { useDialog } from '@/components/ui/dialog-provider';
import { useGoToLogin } from '@/features/accounts';
import { ApiError } from '@/lib/api-client';

/**
 * A cart read that failed (spec §8): a lost session is asked to log in again (and comes back here);
 * anything else says `message` ("새로고침 후 다시 시도해 주세요" and the like) once, then the page reloads.
 */
export function useLoadFailure(error: Error | null, message: string) {
  const dialog = useDialog();
  const goToLogin = useGoToLogin();
  const told = useRef(false);

  useEffect(() => {
    if (!error) {
      told.current = false;
      return;
    }
    if (told.current) return;
    told.current = true;
    const loggedOut = error instanceof ApiError && error.status === 401;
    void dialog.alert(loggedOut ? orderMessages.loginRequired : message).then(() => {
      if (loggedOut) goToLogin();
      else window.location.reload();
    });
  }, [error, message, dialog, goToLogin]);
}
