import { describe, expect, it } from 'vitest';
import { currentConferenceIdx } from './current-conference';

const conference = (idx: number, rs: string, re: string) => ({ idx, rsdatetime: rs, redatetime: re });
const now = new Date('2026-11-23T12:00:00+09:00');

describe('currentConferenceIdx', () => {
  it('picks the one open now (closing soonest), else the next to open, else the newest', () => {
    const ended = conference(1, '2025-11-01T00:00:00+09:00', '2025-12-01T00:00:00+09:00');
    const openLong = conference(2, '2026-11-01T00:00:00+09:00', '2027-01-31T00:00:00+09:00');
    const openShort = conference(3, '2026-11-10T00:00:00+09:00', '2026-12-01T00:00:00+09:00');
    const later = conference(4, '2027-03-01T00:00:00+09:00', '2027-04-01T00:00:00+09:00');
    const newest = conference(5, '2026-01-01T00:00:00+09:00', '2026-02-01T00:00:00+09:00');
    expect(currentConferenceIdx([newest, later, openLong, openShort, ended], now)).toBe(3);
    expect(currentConferenceIdx([newest, later, ended], now)).toBe(4);
    expect(currentConferenceIdx([newest, ended], now)).toBe(5);
    expect(currentConferenceIdx([], now)).toBeNull();
  });
});
