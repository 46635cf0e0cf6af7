import type { JoinType } from '@edu/shared';
import { useMutation } from '@tanstack/react-query';
import { newApi } from '@/lib/api-client';

export type RecoveryResult = { uid: string; joinType: JoinType[] };

/** Confirms the recovery code; answers the id (for the password, a temporary one is sent by KakaoTalk). */
export function confirmRecovery({ token, code }: { token: string; code: string }): Promise<RecoveryResult> {
  return newApi('/api/account/lost/confirm', {
    method: 'POST',
    body: { code },
    headers: { Authorization: token },
  });
}

export function useConfirmRecovery() {
  return useMutation({ mutationFn: confirmRecovery });
}
