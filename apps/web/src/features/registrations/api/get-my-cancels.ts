import type { MyCancels } from '@edu/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const myCancelsQueryKey = ['registrations', 'my-cancels'] as const;

/** The member's own cancel requests, 20 a page (GET /api/payment/cancels/mine). */
export function getMyCancels(page: number, signal?: AbortSignal): Promise<MyCancels> {
  return api<MyCancels>(`/api/payment/cancels/mine?page=${page}`, { signal });
}

export const myCancelsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...myCancelsQueryKey, page],
    queryFn: ({ signal }) => getMyCancels(page, signal),
    placeholderData: keepPreviousData,
  });

export function useMyCancels(page: number) {
  return useQuery(myCancelsQueryOptions(page));
}
