import type { JoinWaitingListRequest, MyWaitingEntry, WaitingOfferView } from '@edu/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiWithMessage } from '@/lib/api-client';

/** 대기 신청 (POST /api/waiting-list/{detailIdx}); answers the server's message. */
export const joinWaitingList = (detailIdx: number, request: JoinWaitingListRequest) =>
  apiWithMessage<number>(`/api/waiting-list/${detailIdx}`, { method: 'POST', body: request });

export function useJoinWaitingList(detailIdx: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: JoinWaitingListRequest) => joinWaitingList(detailIdx, request),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ['conferences'] });
      await queryClient.invalidateQueries({ queryKey: ['waiting-list'] });
    },
  });
}

/** The member's waiting entries with their latest offer. */
export function useMyWaitingEntries() {
  return useQuery({
    queryKey: ['waiting-list', 'mine'],
    queryFn: ({ signal }) => api<MyWaitingEntry[]>('/api/waiting-list/mine', { signal }),
  });
}

/** What an offer's private link shows. */
export function useWaitingOffer(token: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['waiting-list', 'offer', token],
    queryFn: ({ signal }) =>
      api<WaitingOfferView>(`/api/waiting-list/offers/${encodeURIComponent(token)}`, { signal }),
    retry: false,
  });
}

export const declineWaitingOffer = (token: string) =>
  apiWithMessage<null>(`/api/waiting-list/offers/${encodeURIComponent(token)}/decline`, { method: 'POST' });

export const withdrawWaitingEntry = (entryIdx: number) =>
  apiWithMessage<null>(`/api/waiting-list/entries/${entryIdx}`, { method: 'DELETE' });
