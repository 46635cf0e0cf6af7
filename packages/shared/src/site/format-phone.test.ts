import { describe, expect, it } from 'vitest';
import { formatPhone, phoneDigits } from './format-phone';

describe('formatPhone', () => {
  it('shows mobile and landline numbers with their hyphens', () => {
    expect(formatPhone('01012345678')).toBe('010-1234-5678');
    expect(formatPhone('010-1234-5678')).toBe('010-1234-5678');
    expect(formatPhone('0111234567')).toBe('011-123-4567');
    expect(formatPhone('0212345678')).toBe('02-1234-5678');
    expect(formatPhone('021234567')).toBe('02-123-4567');
    expect(formatPhone('0311234567')).toBe('031-123-4567');
    expect(formatPhone('03112345678')).toBe('031-1234-5678');
  });

  it('leaves what is not a Korean number as it was', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone('12345')).toBe('12345');
    expect(formatPhone('전화 없음')).toBe('전화 없음');
    expect(phoneDigits(' 010-1234 5678 ')).toBe('01012345678');
  });
});
