import { describe, expect, it } from 'vitest';
import { conferencePhase, conferencePhaseLabels, openConferencesFirst } from './conference-phase';

const conference = (rs: string, re: string, sessions: (string | null)[] = ['2026-12-20T00:00:00+09:00']) => ({
  rsdatetime: rs,
  redatetime: re,
  conferenceDetailList: sessions.map((startsAt) => ({ startsAt })),
});
const at = (text: string) => new Date(text);

describe('one rule for where a conference stands', () => {
  const winter = conference('2026-12-01T00:00:00+09:00', '2026-12-10T23:59:59+09:00');

  it('is 접수 예정 until registration opens, 접수 중 up to its last second', () => {
    expect(conferencePhase(winter, at('2026-11-30T23:59:59+09:00'))).toBe('upcoming');
    expect(conferencePhase(winter, at('2026-12-01T00:00:00+09:00'))).toBe('open');
    expect(conferencePhase(winter, at('2026-12-10T23:59:59+09:00'))).toBe('open');
    expect(conferencePhaseLabels[conferencePhase(winter, at('2026-11-23T21:24:00+09:00'))]).toBe('접수 예정');
  });

  it('is 마감 after registration while a session is to come (its own day included), then 종료', () => {
    expect(conferencePhase(winter, at('2026-12-11T00:00:00+09:00'))).toBe('closed');
    expect(conferencePhase(winter, at('2026-12-20T18:00:00+09:00'))).toBe('closed');
    expect(conferencePhase(winter, at('2026-12-21T00:00:01+09:00'))).toBe('ended');
    const undated = conference('2026-12-01T00:00:00+09:00', '2026-12-10T23:59:59+09:00', [null]);
    expect(conferencePhase(undated, at('2026-12-11T00:00:00+09:00'))).toBe('ended');
  });

  it('lists open conferences before those that open later, soonest first', () => {
    const now = at('2026-11-23T12:00:00+09:00');
    const later = { ...conference('2027-01-05T00:00:00+09:00', '2027-01-20T00:00:00+09:00'), name: 'later' };
    const open = { ...conference('2026-11-01T00:00:00+09:00', '2026-12-01T00:00:00+09:00'), name: 'open' };
    const soon = { ...conference('2026-12-01T00:00:00+09:00', '2026-12-10T00:00:00+09:00'), name: 'soon' };
    expect(openConferencesFirst([later, soon, open], now).map((item) => item.name)).toEqual([
      'open',
      'soon',
      'later',
    ]);
  });
});
