import type { ConferenceTitle } from '@edu/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Published conferences' idx and title, for the inquiry form's choice (GET /api/conference/title/list). */
export function getConferenceTitles(signal?: AbortSignal): Promise<ConferenceTitle[]> {
  return api<ConferenceTitle[]>('/api/conference/title/list', { signal });
}

export const conferenceTitlesQueryOptions = () =>
  queryOptions({
    queryKey: ['conferences', 'titles'],
    queryFn: ({ signal }) => getConferenceTitles(signal),
    staleTime: 5 * 60_000,
  });

export function useConferenceTitles() {
  return useQuery(conferenceTitlesQueryOptions());
}
