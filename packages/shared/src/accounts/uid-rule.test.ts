import { describe, expect, it } from 'vitest';
import { uidProblem } from './uid-rule';

describe('uidProblem', () => {
  it('accepts a lower-case id of 4 to 20 letters and digits, spaces around it ignored', () => {
    for (const uid of ['abcd', 'member1', ' newbie7 ', `a${'1'.repeat(19)}`])
      expect(uidProblem(uid)).toBeNull();
  });

  it('asks for an id when there is none', () => {
    for (const uid of [undefined, '', '   ']) expect(uidProblem(uid)).toBe('아이디를 입력해주세요.');
  });

  it('refuses Hangul, symbols, capitals, a leading digit and a wrong length with the format rule', () => {
    for (const uid of ['가나다!!', 'Member1', '1member', 'abc', `a${'1'.repeat(20)}`, 'ab cd', 'abc_d'])
      expect(uidProblem(uid), uid).toBe(
        '아이디는 영문 소문자로 시작하는 영문 소문자·숫자 4~20자로 입력해주세요.',
      );
  });
});
