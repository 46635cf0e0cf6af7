import { kstDayCompact, kstFields, kstTimeOnDay } from '../../platform/korean-time';

/** When an event happens: a moment (written in UTC) or a whole Korean day. */
export type EventTime = { at: Date; allDay: boolean };

export type CalendarEvent = {
  /** Stable for the same ticket, so a second download updates the event instead of adding another. */
  uid: string;
  /** When the file was made (DTSTAMP). */
  stamp: Date;
  start: EventTime;
  /** Left out when only the start is known: the event then ends when it starts (RFC 5545 §3.6.1). */
  end: EventTime | null;
  summary: string;
  location: string;
  description: string;
  url?: string;
};

/** RFC 5545 §3.3.11: backslash, semicolon, comma and newlines are escaped in TEXT values. */
export const escapeText = (value: string) =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/**
 * RFC 5545 §3.1: a content line longer than 75 octets is folded, CRLF and one space before each
 * continuation (the space counting in the 75), never inside a UTF-8 character (Korean takes 3 octets).
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  let limit = 75;
  for (const character of line) {
    const size = Buffer.byteLength(character, 'utf8');
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = 74;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** 20270109T010000Z */
const utcStamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
/** 20270109, the Korean date of an all-day event. */
const allDayDate = (date: Date) => kstDayCompact(date);

const timeProperty = (name: 'DTSTART' | 'DTEND', time: EventTime) =>
  time.allDay ? `${name};VALUE=DATE:${allDayDate(time.at)}` : `${name}:${utcStamp(time.at)}`;

/** One event as an iCalendar file (text/calendar): CRLF line endings, folded lines, escaped text. */
export function calendarFile(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Hana Bible//Conference tickets//KO',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    timeProperty('DTSTART', event.start),
    ...(event.end ? [timeProperty('DTEND', event.end)] : []),
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** Google Calendar's "add event" page with the event filled in (the 캘린더에 추가 link). */
export function googleCalendarUrl(event: CalendarEvent): string {
  const format = (time: EventTime) => (time.allDay ? allDayDate(time.at) : utcStamp(time.at));
  const end = event.end ?? event.start;
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.summary,
    dates: `${format(event.start)}/${format(end)}`,
    location: event.location,
    details: event.description,
    ctz: 'Asia/Seoul',
  });
  return `https://calendar.google.com/calendar/render?${query.toString()}`;
}

const timeRange = /(\d{1,2}):(\d{2})\s*[~∼〜\-–—]\s*(\d{1,2}):(\d{2})/;
const singleTime = /(\d{1,2}):(\d{2})/;
const day = 24 * 60 * 60 * 1000;

/**
 * When a session happens, for a calendar: on the session's first day (Korean date of `startsAt`), at
 * the hours its schedule text gives ("10:00 ~ 17:00"); with one time only, from then; with none, at
 * the time `startsAt` holds, or the whole day when that is midnight. Null without a first day.
 */
export function sessionEventTimes(
  startsAt: Date | null,
  schedule: string,
): { start: EventTime; end: EventTime | null } | null {
  if (!startsAt) return null;
  const range = schedule.match(timeRange);
  if (range && Number(range[1]) < 24 && Number(range[3]) < 24) {
    const start = kstTimeOnDay(startsAt, Number(range[1]), Number(range[2]));
    let end = kstTimeOnDay(startsAt, Number(range[3]), Number(range[4]));
    if (end <= start) end = new Date(end.getTime() + day);
    return { start: { at: start, allDay: false }, end: { at: end, allDay: false } };
  }
  const single = schedule.match(singleTime);
  if (single && Number(single[1]) < 24)
    return {
      start: { at: kstTimeOnDay(startsAt, Number(single[1]), Number(single[2])), allDay: false },
      end: null,
    };
  const kst = kstFields(startsAt);
  if (kst.getUTCHours() !== 0 || kst.getUTCMinutes() !== 0)
    return { start: { at: startsAt, allDay: false }, end: null };
  return {
    start: { at: startsAt, allDay: true },
    end: { at: new Date(startsAt.getTime() + day), allDay: true },
  };
}
