import type { SignupRequest } from '@edu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountQueryKey } from './get-account';

/**
 * Creates a member after the phone code check (the server checks everything again). A social sign-up
 * is logged in at once: the account query is reloaded.
 */
export function signUp(request: SignupRequest): Promise<unknown> {
  return api<unknown>('/api/member', { method: 'POST', body: request });
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: (_answer, request) => {
      if (request.sns_type) return queryClient.invalidateQueries({ queryKey: accountQueryKey });
    },
  });
}
