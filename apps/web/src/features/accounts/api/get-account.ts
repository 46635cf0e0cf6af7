import type { AccountCheck } from '@edu/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';

/** The logged-in member as GET /api/account/check reports it. */
export type Account = AccountCheck;

/** Statuses that simply mean "nobody is logged in" (404 until the endpoint exists). */
const loggedOutStatuses = new Set([401, 403, 404]);

/** Fetches the session's member, or null when logged out. */
export async function getAccount(signal?: AbortSignal): Promise<Account | null> {
  try {
    const account = await api<Account | null>('/api/account/check', { signal });
    return account && typeof account.uid === 'string' ? account : null;
  } catch (error) {
    if (error instanceof ApiError && loggedOutStatuses.has(error.status)) return null;
    throw error;
  }
}

export const accountQueryKey = ['account'] as const;

export const accountQueryOptions = () =>
  queryOptions({
    queryKey: accountQueryKey,
    queryFn: ({ signal }) => getAccount(signal),
    staleTime: 5 * 60_000,
    retry: false,
  });

/** The current member (null when logged out or when the check failed: the page then shows the visitor view). */
export function useAccount(): { account: Account | null; isPending: boolean } {
  const query = useQuery(accountQueryOptions());
  return { account: query.data ?? null, isPending: query.isPending };
}
