import { describe, expect, it } from 'vitest';
import { sessionFullName, sessionTitle } from './session-title';

describe('sessionTitle', () => {
  it('says 회차, or the session’s own label when set', () => {
    expect(sessionTitle(3, null)).toBe('3회차');
    expect(sessionTitle(6, '추가 회차')).toBe('추가 회차');
    expect(sessionTitle(2, ' ')).toBe('2회차');
  });
});

describe('sessionFullName', () => {
  it('names round, region and department, as a move or a waiting list shows the session', () => {
    expect(sessionFullName({ number: 2, label: null, local: '부산', dept: '유년부' })).toBe(
      '2회차 부산 유년부',
    );
    expect(sessionFullName({ number: 6, label: '추가 회차', local: '서울', dept: '청년부' })).toBe(
      '추가 회차 서울 청년부',
    );
    expect(sessionFullName({ number: 1, label: null, local: '', dept: '유아부' })).toBe('1회차 유아부');
  });
});
