import { accountMessages } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import { ageProblem as ageProblemAt } from './age-problem';

/** The message alone (the field each message leads to is the sign-up form's concern). */
const ageProblem = (state: Parameters<typeof ageProblemAt>[0]) => ageProblemAt(state)?.message ?? null;

const child = {
  isOver14: 'N' as const,
  guardianName: '김보호',
  guardianPhoneComplete: true,
  guardianCodeSent: true,
  guardianCode: '123456',
};

describe('the age part of the sign-up', () => {
  it('asks for the answer first', () => {
    expect(ageProblem({ ...child, isOver14: '' })).toBe(accountMessages.ageChoiceRequired);
  });

  it('needs nothing more from a member of 14 or older, whatever the guardian boxes hold', () => {
    expect(ageProblem({ ...child, isOver14: 'Y', guardianName: '', guardianCodeSent: false })).toBeNull();
  });

  it('asks under 14 for the guardian’s name, phone, code sent and code typed, in that order', () => {
    const empty = {
      ...child,
      guardianName: ' ',
      guardianPhoneComplete: false,
      guardianCodeSent: false,
      guardianCode: '',
    };
    expect(ageProblem(empty)).toBe(accountMessages.guardianNameRequired);
    expect(ageProblem({ ...empty, guardianName: '김보호' })).toBe(accountMessages.guardianPhoneRequired);
    expect(ageProblem({ ...empty, guardianName: '김보호', guardianPhoneComplete: true })).toBe(
      accountMessages.guardianPasscodeRequired,
    );
    expect(ageProblem({ ...child, guardianCode: ' ' })).toBe('보호자 인증번호를 입력해주세요.');
    expect(ageProblem(child)).toBeNull();
  });
});
