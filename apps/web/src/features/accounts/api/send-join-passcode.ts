import type { JoinType } from '@edu/shared';
import { useMutation } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';

/** Sends the sign-up code to a phone by KakaoTalk; the code stays valid for `expiresIn` seconds. */
export function sendJoinPasscode(phone: string): Promise<{ expiresIn: number }> {
  return api<{ expiresIn: number }>('/api/join/passcode', { method: 'POST', body: { phone } });
}

export function useSendJoinPasscode() {
  return useMutation({ mutationFn: sendJoinPasscode });
}

/** The join types of an already registered phone, read from a 403 refusal (null for any other failure). */
export function joinedTypesOf(error: unknown): JoinType[] | null {
  if (!(error instanceof ApiError) || error.status !== 403) return null;
  const contents = error.contents as { joinType?: unknown } | null;
  return Array.isArray(contents?.joinType) ? (contents.joinType as JoinType[]) : [];
}
