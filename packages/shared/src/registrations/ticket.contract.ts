import { z } from 'zod';

/** Korean texts of the barcode ticket and the online meeting page. */
export const ticketMessages = {
  registrationNotFound: '신청 내역을 찾을 수 없습니다.',
  notCompleted: '등록완료된 신청만 바코드 정보를 확인할 수 있습니다.',
  onlineNotRegistered: '등록완료된 신청이 있는 회원만 온라인 모임에 참여할 수 있습니다.',
  onlineNotFound: '이 컨퍼런스에는 온라인 모임이 없습니다.',
  ticketNotFound: '티켓을 찾을 수 없습니다. 받으신 링크를 다시 확인해 주세요.',
  ticketCancelled: '참석이 취소되어 더 이상 사용할 수 없는 티켓입니다.',
  ticketMoved:
    '다른 세션으로 변경되어 더 이상 사용할 수 없는 티켓입니다. 신청 내역에서 새 티켓을 확인해 주세요.',
  noCalendarDate: '행사 일자가 아직 정해지지 않아 캘린더에 추가할 수 없습니다.',
} as const;

/** Where a ticket's event can be put in a calendar: the .ics file and Google Calendar's form. */
export const ticketCalendarSchema = z.object({
  ics_url: z.string().describe('the .ics file (RFC 5545), a path on this site'),
  google_url: z.string().describe('Google Calendar’s “add event” page, filled in'),
});
export type TicketCalendar = z.infer<typeof ticketCalendarSchema>;

/** One attendee of a group as the applicant's ticket page shows it: their own ticket and admission. */
export const ticketAttendeeSchema = z.object({
  idx: z.number().int(),
  name: z.string(),
  church: z.string(),
  barcode: z.string().describe('the attendee’s own barcode: the registration’s + the attendee (4 digits)'),
  ticket_url: z.string().describe('the private page of the attendee’s ticket (/ticket/{token})'),
  checked_in_at: z.string().nullable().describe('when admitted at the desk (Korean time), or null'),
});
export type TicketAttendee = z.infer<typeof ticketAttendeeSchema>;

/** GET /api/registered/conference/{idx}/ticket: what the barcode page shows (spec §2 Other pages). */
export const ticketSchema = z.object({
  idx: z.number().int().describe('registration idx'),
  conference_idx: z.number().int(),
  title: z.string().describe('conference title'),
  number: z.number().int().describe('session number'),
  label: z.string().nullable(),
  dept: z.string(),
  roomname: z.string().nullable().describe('assigned room, when one was given'),
  local: z.string(),
  place: z.string(),
  schedule: z.string(),
  startsAt: z.string().nullable().describe('the session’s first day (ISO 8601)'),
  roomGuide: z.string().nullable().describe('where to go on the day'),
  barcode: z.string().describe('the digits the image encodes (code128)'),
  name: z.string().describe('applicant'),
  church: z.string(),
  headcount: z.number().int().describe('attendees still registered (cancelled ones not counted)'),
  attendees: z.array(ticketAttendeeSchema).describe('attendees not cancelled, each with their own ticket'),
  calendar: ticketCalendarSchema.nullable().describe('null until the session has a first day'),
});
export type Ticket = z.infer<typeof ticketSchema>;

/** GET /api/tickets/{token}: one attendee's ticket, opened by its private link (no login). */
export const attendeeTicketSchema = z.object({
  title: z.string().describe('conference title'),
  number: z.number().int().describe('session number'),
  label: z.string().nullable(),
  dept: z.string(),
  roomname: z.string().nullable(),
  local: z.string(),
  place: z.string(),
  schedule: z.string(),
  startsAt: z.string().nullable().describe('the session’s first day (ISO 8601)'),
  roomGuide: z.string().nullable(),
  name: z.string().describe('the attendee'),
  church: z.string(),
  applicant: z.string().describe('who registered the group'),
  barcode: z.string().describe('the attendee’s own barcode digits (code128)'),
  checked_in_at: z.string().nullable().describe('when admitted (Korean time), or null'),
  calendar: ticketCalendarSchema.nullable(),
});
export type AttendeeTicket = z.infer<typeof attendeeTicketSchema>;

/** One attendee as the check-in desk sees them. */
export const checkInAttendeeSchema = z.object({
  idx: z.number().int(),
  name: z.string(),
  church: z.string(),
  checked_in_at: z.string().nullable().describe('Korean time; null while not admitted'),
});

/** What the check-in desk shows of a scanned barcode (GET/POST /api/register/conference/barcode/{barcode}). */
export const checkInSchema = z.object({
  idx: z.number().int().describe('registration idx'),
  barcode: z.string().describe('the barcode as scanned'),
  scanned_attendee_idx: z
    .number()
    .int()
    .nullable()
    .describe('the attendee whose own barcode was scanned; null for the registration’s barcode'),
  name: z.string().describe('applicant'),
  church: z.string(),
  title: z.string(),
  dept: z.string(),
  place: z.string(),
  schedule: z.string(),
  roomname: z.string().nullable(),
  headcount: z.number().int().describe('attendees not cancelled'),
  came: z.number().int().describe('of those, admitted'),
  progress: z.string().describe('“3명 중 2명 입장”'),
  attendees: z.array(checkInAttendeeSchema).describe('attendees not cancelled'),
  joined_conference: z.string().describe('Y once anyone of the group was admitted'),
  joined_date: z.string().nullable().describe('Korean time of the first admission'),
  session_day: z
    .string()
    .nullable()
    .describe('the session’s day in Korea, YYYY-MM-DD; null when the session has no start set'),
  off_day: z
    .boolean()
    .describe('today (Asia/Seoul) is not the session’s day: admitting needs allowOffDay, and is audited'),
});
export type CheckInRegistration = z.infer<typeof checkInSchema>;

/** POST /api/register/conference/barcode/{barcode}: whom to admit with the registration's barcode. */
export const checkInRequestSchema = z
  .object({
    attendeeIdxs: z
      .array(z.number().int().positive())
      .max(100)
      .optional()
      .describe('those to admit; left out = everyone of the group not yet admitted'),
    allowOffDay: z
      .boolean()
      .optional()
      .describe('staff confirmed admitting on a day other than the session’s (audited as check_in.off_day)'),
  })
  .nullish();

/** err_code of a desk admission refused because today is not the session's day. */
export const offDayErrCode = 101;

const weekdays = ['일', '월', '화', '수', '목', '금', '토'];

/** "2027년 2월 6일(토)" from a Korean day YYYY-MM-DD. */
export function koreanDayWithWeekday(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const weekday = weekdays[new Date(Date.UTC(year, month - 1, date)).getUTCDay()];
  return `${year}년 ${month}월 ${date}일(${weekday})`;
}

/** The desk's words when a group comes on another day than its session's (Korean days, YYYY-MM-DD). */
export const offDayMessages = {
  /** Shown with the group and as the refusal of an admission sent without the staff's confirmation. */
  notToday: (sessionDay: string) =>
    `세션 날이 아닙니다. 이 신청의 세션은 ${koreanDayWithWeekday(sessionDay)}입니다.`,
  /** The staff's confirm step before admitting anyway. */
  confirm: (sessionDay: string) =>
    `이 신청의 세션은 ${koreanDayWithWeekday(sessionDay)}입니다. 오늘은 세션 날이 아닙니다. 그래도 입장 처리하시겠습니까? (기록이 남습니다)`,
} as const;

/** The desk's count of a group: "3명 중 2명 입장". */
export const checkInProgress = (came: number, headcount: number) => `${headcount}명 중 ${came}명 입장`;

/** GET /api/conference/{idx}/online: the meeting a registered member joins. */
export const onlineMeetingSchema = z.object({
  conference_idx: z.number().int(),
  title: z.string(),
  onlineUrl: z.string(),
  onlineMeetingId: z.string().nullable(),
  onlineMeetingPasscode: z.string().nullable(),
});
export type OnlineMeeting = z.infer<typeof onlineMeetingSchema>;
