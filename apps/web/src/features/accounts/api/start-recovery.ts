import { useMutation } from '@tanstack/react-query';
import { newApi } from '@/lib/api-client';

export type RecoveryStart = {
  findType: 'ID' | 'PW';
  memberName: string;
  phoneNumber: string;
  uid?: string;
};

/** Sends a recovery code by KakaoTalk; answers the temporary token that goes with the code (new envelope). */
export function startRecovery(input: RecoveryStart): Promise<{ token: string; message: string }> {
  return newApi('/api/account/lost/auth', { method: 'POST', body: input });
}

export function useStartRecovery() {
  return useMutation({ mutationFn: startRecovery });
}
