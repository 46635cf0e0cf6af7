import { z } from 'zod';

/** Korean texts of the barcode ticket and the online meeting page. */
export const ticketMessages = {
  registrationNotFound: '신청 내역을 찾을 수 없습니다.',
  notCompleted: '등록완료된 신청만 바코드 정보를 확인할 수 있습니다.',
  onlineNotRegistered: '등록완료된 신청이 있는 회원만 온라인 모임에 참여할 수 있습니다.',
  onlineNotFound: '이 컨퍼런스에는 온라인 모임이 없습니다.',
} as const;

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
  attendees: z
    .array(z.object({ idx: z.number().int(), name: z.string(), church: z.string() }))
    .describe('attendees not cancelled'),
});
export type Ticket = z.infer<typeof ticketSchema>;

/** GET /api/conference/{idx}/online: the meeting a registered member joins. */
export const onlineMeetingSchema = z.object({
  conference_idx: z.number().int(),
  title: z.string(),
  onlineUrl: z.string(),
  onlineMeetingId: z.string().nullable(),
  onlineMeetingPasscode: z.string().nullable(),
});
export type OnlineMeeting = z.infer<typeof onlineMeetingSchema>;
