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
 * What the page says before sending the age part of a sign-up, in the order the server checks it: the
 * answer, then under 14 the guardian's name, phone and code. Null when it may be sent.
 */
export function ageProblem(state: AgeState): string | null {
  if (state.isOver14 === '') return accountMessages.ageChoiceRequired;
  if (state.isOver14 === 'Y') return null;
  if (!state.guardianName.trim()) return accountMessages.guardianNameRequired;
  if (!state.guardianPhoneComplete) return accountMessages.guardianPhoneRequired;
  if (!state.guardianCodeSent) return accountMessages.guardianPasscodeRequired;
  if (!state.guardianCode.trim()) return '보호자 인증번호를 입력해주세요.';
  return null;
}

/** The input an age problem is about: the answer, the guardian's name, number or code box. */
export function ageFieldOf(message: string): string {
  if (message === accountMessages.ageChoiceRequired) return 'is_over14';
  if (message === accountMessages.guardianNameRequired) return 'guardian_name';
  if (
    message === accountMessages.guardianPhoneRequired ||
    message === accountMessages.guardianPasscodeRequired
  )
    return 'guardian_passCodePhone';
  return 'guardian_passCode';
}
