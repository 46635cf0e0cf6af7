import { accountMessages } from '@edu/shared';

/** The sign-up's answer to "만 14세 이상입니다": '' until chosen. */
export type AgeAnswer = '' | 'Y' | 'N';

type AgeState = {
  isOver14: AgeAnswer;
  guardianName: string;
  guardianPhoneComplete: boolean;
  guardianCodeSent: boolean;
  guardianCode: string;
};

/**
 * What the page says before sending the age part of a sign-up, in the order the server checks it, with
 * the input it is about: the answer, then under 14 the guardian's name, phone and code. Null when it may
 * be sent.
 */
export function ageProblem(state: AgeState): { field: string; message: string } | null {
  const at = (field: string, message: string) => ({ field, message });
  if (state.isOver14 === '') return at('is_over14', accountMessages.ageChoiceRequired);
  if (state.isOver14 === 'Y') return null;
  if (!state.guardianName.trim()) return at('guardian_name', accountMessages.guardianNameRequired);
  if (!state.guardianPhoneComplete)
    return at('guardian_passCodePhone', accountMessages.guardianPhoneRequired);
  if (!state.guardianCodeSent) return at('guardian_passCodePhone', accountMessages.guardianPasscodeRequired);
  if (!state.guardianCode.trim()) return at('guardian_passCode', '보호자 인증번호를 입력해주세요.');
  return null;
}
