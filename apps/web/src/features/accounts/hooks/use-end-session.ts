import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { forgetSession, logout } from '../api/logout';

/** Logs out once the calling page is shown, then sends the visitor home (the /logout page). */
export function useEndSession(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // React's development double run of effects must not send a second logout.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // A failed call (already logged out, offline) still forgets the member here: the visitor asked to leave,
    // and a page stuck on "logging out" helps nobody.
    logout()
      .catch(() => undefined)
      .finally(() => {
        forgetSession(queryClient);
        navigate('/', { replace: true });
      });
  }, [queryClient, navigate]);
}
