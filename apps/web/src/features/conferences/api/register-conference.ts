import type { RegisterRequest } from '@edu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Registers the group for a session department (POST /api/register/conference/{idx}); answers the registration idx. */
export function registerConference(detailIdx: number, request: RegisterRequest): Promise<number> {
  return api<number>(`/api/register/conference/${detailIdx}`, { method: 'POST', body: request });
}

/** The registration call; seat counts of the conference pages are refreshed afterwards, whatever the outcome. */
export function useRegisterConference(detailIdx: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: RegisterRequest) => registerConference(detailIdx, request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['conferences'] }),
  });
}
