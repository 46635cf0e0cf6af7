import { describe, expect, it } from 'vitest';
import { kstDateTime } from '../../platform/korean-time';
import { depositDeadline } from './deposit-deadline';

const kst = (text: string) => new Date(`${text}+09:00`);
const shown = (date: Date) => kstDateTime(date);

describe('the deposit deadline of a virtual account', () => {
  it('leaves at least 24 hours and ends at 23:59 Korean time', () => {
    expect(shown(depositDeadline(kst('2026-11-23T21:24:00')))).toBe('2026-11-24 23:59:00');
    expect(shown(depositDeadline(kst('2026-11-23T00:10:00')))).toBe('2026-11-24 23:59:00');
    expect(shown(depositDeadline(kst('2026-11-23T23:59:30')))).toBe('2026-11-25 23:59:00');
    expect(shown(depositDeadline(kst('2026-11-23T09:00:00'), { days: 3 }))).toBe('2026-11-26 23:59:00');
  });

  it('never runs past the registration period it holds seats for', () => {
    const closes = kst('2026-11-24T18:00:00');
    expect(depositDeadline(kst('2026-11-23T21:24:00'), { notAfter: closes })).toEqual(closes);
    const later = kst('2026-12-31T23:59:59');
    expect(shown(depositDeadline(kst('2026-11-23T21:24:00'), { notAfter: later }))).toBe(
      '2026-11-24 23:59:00',
    );
  });
});
