import type { ProfileUpdate } from '@edu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiWithMessage } from '@/lib/api-client';
import { accountQueryKey } from './get-account';

/** Saves name, phone, email and optionally a new password; answers the server's success text. */
export async function updateProfile(update: ProfileUpdate): Promise<string> {
  const answer = await apiWithMessage<unknown>('/api/member/update', { method: 'PUT', body: update });
  return answer.message;
}

/** Profile save that reloads the account (and profile) queries: a password change renews the session cookie. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountQueryKey }),
  });
}
