import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Asks whether an id is already taken (true when it is). */
export function checkUid(uid: string): Promise<boolean> {
  return api<boolean>(`/api/check-id?uid=${encodeURIComponent(uid)}`);
}

export function useCheckUid() {
  return useMutation({ mutationFn: checkUid });
}
