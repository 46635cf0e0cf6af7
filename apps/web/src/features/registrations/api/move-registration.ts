import type { MoveOptions, MoveRecord, MoveRequest, MoveResult } from '@edu/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiWithMessage } from '@/lib/api-client';
import { registrationHistoryQueryKey } from './get-registration-history';

export const myMovesQueryKey = ['registrations', 'moves'] as const;

/** What a move of registration {idx} can be: attendees, other departments with seats and price difference. */
export function useMoveOptions(registrationIdx: number) {
  return useQuery({
    queryKey: ['registrations', 'move-options', registrationIdx],
    queryFn: ({ signal }) =>
      api<MoveOptions>(`/api/registrations/${registrationIdx}/move-options`, { signal }),
    staleTime: 0,
  });
}

/** The member's moves, newest first (GET /api/registrations/moves/mine). */
export function useMyMoves() {
  return useQuery({
    queryKey: myMovesQueryKey,
    queryFn: ({ signal }) => api<MoveRecord[]>('/api/registrations/moves/mine', { signal }),
  });
}

/** Moves attendees to another session, reloading the history and the moves afterwards. */
export function useMoveRegistration(registrationIdx: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: MoveRequest) =>
      apiWithMessage<MoveResult>(`/api/registrations/${registrationIdx}/move`, {
        method: 'POST',
        body: request,
      }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: registrationHistoryQueryKey }),
        queryClient.invalidateQueries({ queryKey: myMovesQueryKey }),
      ]);
    },
  });
}
