import type { OnlineMeeting } from '@edu/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The online meeting of conference {idx}, for a member registered in it (GET /api/conference/{idx}/online). */
export function getOnlineMeeting(idx: number, signal?: AbortSignal): Promise<OnlineMeeting> {
  return api<OnlineMeeting>(`/api/conference/${idx}/online`, { signal });
}

export const onlineMeetingQueryOptions = (idx: number) =>
  queryOptions({
    queryKey: ['online-meetings', idx],
    queryFn: ({ signal }) => getOnlineMeeting(idx, signal),
    retry: false,
  });

export function useOnlineMeeting(idx: number) {
  return useQuery({ ...onlineMeetingQueryOptions(idx), enabled: Number.isInteger(idx) && idx > 0 });
}
