import { describe, expect, it } from 'vitest';
import { sessionTitle } from './session-title';

describe('sessionTitle', () => {
  it('says 회차, or the session’s own label when set', () => {
    expect(sessionTitle(3, null)).toBe('3회차');
    expect(sessionTitle(6, '추가 회차')).toBe('추가 회차');
    expect(sessionTitle(2, ' ')).toBe('2회차');
  });
});
