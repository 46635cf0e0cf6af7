import type { Conference } from '@edu/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** All visible conferences with their sessions (GET /api/conferences). */
export function getConferences(signal?: AbortSignal): Promise<Conference[]> {
  return api<Conference[]>('/api/conferences', { signal });
}

export const conferencesQueryOptions = () =>
  queryOptions({
    queryKey: ['conferences'],
    queryFn: ({ signal }) => getConferences(signal),
  });

export function useConferences() {
  return useQuery(conferencesQueryOptions());
}
