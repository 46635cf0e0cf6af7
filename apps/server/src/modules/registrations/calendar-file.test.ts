import { describe, expect, it } from 'vitest';
import { calendarFile, escapeText, foldLine, googleCalendarUrl, sessionEventTimes } from './calendar-file';

const firstDay = new Date('2027-01-08T15:00:00Z'); // 2027-01-09 00:00 in Korea

const event = () => {
  const times = sessionEventTimes(firstDay, '2027년 1월 9일(토) 10:00 ~ 17:00');
  if (!times) throw new Error('no times');
  return {
    uid: 'attendee-7@edu.example',
    stamp: new Date('2026-11-26T08:00:00Z'),
    ...times,
    summary: '2027 교사 컨퍼런스; 1회차, 유치부',
    location: '서울 사랑의교회, 본당 3층 (대강당)',
    description: `참석자: 김하나\n${'아주 긴 안내 문장입니다 '.repeat(8)}`,
    url: 'https://edu.example/ticket/abc',
  };
};

describe('the calendar file of a ticket', () => {
  it('is an iCalendar event with CRLF lines, a UID, a stamp, and the session’s Korean hours in UTC', () => {
    const text = calendarFile(event());
    expect(text.endsWith('\r\n')).toBe(true);
    // Every line break is CRLF.
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('UID:attendee-7@edu.example');
    expect(lines).toContain('DTSTAMP:20261126T080000Z');
    expect(lines).toContain('DTSTART:20270109T010000Z'); // 10:00 in Seoul
    expect(lines).toContain('DTEND:20270109T080000Z'); // 17:00 in Seoul
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('escapes commas, semicolons, backslashes and newlines in text', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    const unfolded = calendarFile(event()).replace(/\r\n /g, '');
    expect(unfolded).toContain('SUMMARY:2027 교사 컨퍼런스\\; 1회차\\, 유치부');
    expect(unfolded).toContain('LOCATION:서울 사랑의교회\\, 본당 3층 (대강당)');
    expect(unfolded).toContain('DESCRIPTION:참석자: 김하나\\n아주 긴');
  });

  it('folds lines at 75 octets without splitting a Korean character', () => {
    const text = calendarFile(event());
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(text).toContain('\r\n ');
    // Unfolding gives back the text, and no fold cut a character in two.
    expect(Buffer.from(text, 'utf8').toString('utf8')).not.toContain('\uFFFD');
    const folded = foldLine(`DESCRIPTION:${'가'.repeat(60)}`);
    expect(folded.replace(/\r\n /g, '')).toBe(`DESCRIPTION:${'가'.repeat(60)}`);
    for (const line of folded.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  });

  it('uses the whole day when neither the schedule nor the first day gives an hour', () => {
    const times = sessionEventTimes(firstDay, '2027년 1월 9일(토)');
    const text = calendarFile({ ...event(), ...times } as ReturnType<typeof event>);
    expect(text).toContain('DTSTART;VALUE=DATE:20270109\r\n');
    expect(text).toContain('DTEND;VALUE=DATE:20270110\r\n');
    expect(sessionEventTimes(null, '10:00 ~ 17:00')).toBeNull();
  });

  it('fills Google Calendar’s add-event page with the same title, hours and place', () => {
    const url = new URL(googleCalendarUrl(event()));
    expect(url.origin).toBe('https://calendar.google.com');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('dates')).toBe('20270109T010000Z/20270109T080000Z');
    expect(url.searchParams.get('location')).toBe('서울 사랑의교회, 본당 3층 (대강당)');
    expect(url.searchParams.get('text')).toBe('2027 교사 컨퍼런스; 1회차, 유치부');
  });
});
