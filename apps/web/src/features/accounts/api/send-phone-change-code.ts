import { apiWithMessage } from '@/lib/api-client';

/** Sends a code to the number the member wants to change to; answers the server's text ("인증번호를 보냈습니다…"). */
export async function sendPhoneChangeCode(phone: string): Promise<string> {
  const answer = await apiWithMessage<null>('/api/member/phone/passcode', {
    method: 'POST',
    body: { phone },
  });
  return answer.message;
}
