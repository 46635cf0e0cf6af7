import { describe, expect, it } from 'vitest';
import { timeLeftText } from './time-left';

describe('timeLeftText', () => {
  it('says minutes and two-digit seconds, or seconds alone in the last minute', () => {
    expect(timeLeftText(845)).toBe('14분 05초');
    expect(timeLeftText(120)).toBe('2분 00초');
    expect(timeLeftText(59)).toBe('59초');
    expect(timeLeftText(0)).toBe('0초');
  });
});
