import { api } from '@/lib/api-client';

/**
 * Trades the native app's session token for the page's HttpOnly session cookie (POST /api/account/cookie),
 * so the token is never kept where page scripts could read it.
 */
export function startCookieSession(token: string): Promise<null> {
  return api<null>('/api/account/cookie', { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
}
