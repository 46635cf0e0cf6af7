import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginPath } from '../utils/login-return';

/** Sends the visitor to /login, which brings them back to this page (its path and query) once logged in. */
export function useGoToLogin(): () => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(() => navigate(loginPath(`${pathname}${search}`)), [navigate, pathname, search]);
}
