import { type QueryClient, useMutation } from '@tanstack/react-query';
import { apiWithMessage } from '@/lib/api-client';
import { myProfileQueryKey } from './get-my-profile';
import { forgetSession } from './logout';

/** Withdraws the logged-in member (the server ends the session); answers the server's farewell text. */
export async function withdraw(upw: string): Promise<string> {
  const answer = await apiWithMessage<unknown>('/api/member/withdrawal', { method: 'POST', body: { upw } });
  return answer.message;
}

export function useWithdraw() {
  return useMutation({ mutationFn: withdraw });
}

/** Forgets the withdrawn member on this page (account null, member answers dropped). */
export function forgetWithdrawnMember(queryClient: QueryClient): void {
  forgetSession(queryClient);
  queryClient.removeQueries({ queryKey: myProfileQueryKey });
}
