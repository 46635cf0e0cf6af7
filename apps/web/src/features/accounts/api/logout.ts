import type { QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountQueryKey } from './get-account';

/** Ends the session: the server revokes it and clears the session cookie. */
export function logout(): Promise<null> {
  return api<null>('/api/account/logout', { method: 'POST' });
}

/**
 * Forgets the member on this page: the account becomes null (the top bar turns to the visitor view at once)
 * and every other cached answer is dropped, since some (cart count, my page) belong to the member who left.
 */
export function forgetSession(queryClient: QueryClient): void {
  queryClient.setQueryData(accountQueryKey, null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== accountQueryKey[0] });
}
