import type { RegistrationHistory } from '@edu/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const registrationHistoryQueryKey = ['registrations', 'history'] as const;

/** The member's own registrations, 8 a page (GET /api/registered/conferences). */
export function getRegistrationHistory(
  options: { page: number; status?: string },
  signal?: AbortSignal,
): Promise<RegistrationHistory> {
  const query = new URLSearchParams({ page: String(options.page) });
  if (options.status) query.set('status', options.status);
  return api<RegistrationHistory>(`/api/registered/conferences?${query}`, { signal });
}

export const registrationHistoryQueryOptions = (options: { page: number; status?: string }) =>
  queryOptions({
    queryKey: [...registrationHistoryQueryKey, options.page, options.status ?? ''],
    queryFn: ({ signal }) => getRegistrationHistory(options, signal),
    placeholderData: keepPreviousData,
  });

export function useRegistrationHistory(options: { page: number; status?: string }) {
  return useQuery(registrationHistoryQueryOptions(options));
}
