import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * Sends the code a guardian gives to consent to a sign-up under 14, by KakaoTalk to the guardian's own
 * phone (the same message and limits as the member's code); valid for `expiresIn` seconds.
 */
export function sendGuardianPasscode(phone: string): Promise<{ expiresIn: number }> {
  return api<{ expiresIn: number }>('/api/join/guardian-passcode', { method: 'POST', body: { phone } });
}

export function useSendGuardianPasscode() {
  return useMutation({ mutationFn: sendGuardianPasscode });
}
