import type { Conference } from '@edu/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** One published conference with its visible sessions (GET /api/conference/{idx}); a 404 when there is none. */
export function getConference(idx: number, signal?: AbortSignal): Promise<Conference> {
  return api<Conference>(`/api/conference/${idx}`, { signal });
}

export const conferenceQueryOptions = (idx: number) =>
  queryOptions({
    queryKey: ['conferences', idx],
    queryFn: ({ signal }) => getConference(idx, signal),
    // Seats change while people register: a revisit shows fresh counts.
    staleTime: 0,
    retry: false,
  });

export function useConference(idx: number) {
  return useQuery(conferenceQueryOptions(idx));
}
