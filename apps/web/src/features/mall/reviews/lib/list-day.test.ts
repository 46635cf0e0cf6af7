import { describe, expect, it } from 'vitest';
import { listDay } from './list-day';

describe('listDay', () => {
  it('reads the day from the server’s Korean date-time, whatever the visitor’s time zone', () => {
    expect(listDay('2025-03-01 00:30:00')).toBe('2025.03.01');
    expect(listDay('2025.12.31 23:59:59')).toBe('2025.12.31');
    expect(listDay('2025-03-01T00:30:00')).toBe('2025.03.01');
  });

  it('shows a dash for nothing and other text as it came', () => {
    expect(listDay(null)).toBe('-');
    expect(listDay('')).toBe('-');
    expect(listDay('어제')).toBe('어제');
  });
});
