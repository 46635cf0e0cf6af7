import type { SignupRequest } from '@edu/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Creates a member with id and password after the phone code check (the server checks everything again). */
export function signUp(request: SignupRequest): Promise<null> {
  return api<null>('/api/member', { method: 'POST', body: request });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
