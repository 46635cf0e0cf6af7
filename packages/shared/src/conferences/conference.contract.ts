import { z } from 'zod';

/** Y/N flags as the spec carries them. */
export const yesNoSchema = z.enum(['Y', 'N']);

/** A session row of a conference: one department at one place and time (spec §3 Conference detail). */
export const conferenceDetailSchema = z.object({
  idx: z.number().int(),
  number: z.number().int().describe('session number; rows with the same number form one session'),
  label: z.string().nullable().describe('shown instead of the number when set (the old "extra")'),
  local: z.string().describe('region'),
  place: z.string().describe('venue'),
  schedule: z.string(),
  dept: z.string().describe('department'),
  price: z.number().int().describe('won per attendee'),
  limit_personnel: z.number().int().describe('0 = unlimited'),
  registered_personnel: z.number().int(),
  view: yesNoSchema,
  rsdatetime: z.string().describe('registration opens (ISO 8601)'),
  redatetime: z.string().describe('registration closes (ISO 8601)'),
  startsAt: z
    .string()
    .nullable()
    .describe('the session’s first day (ISO 8601); cancel requests close cancel_day days before'),
});
export type ConferenceDetail = z.infer<typeof conferenceDetailSchema>;

/** A conference with its sessions (spec §3 Conference). */
export const conferenceSchema = z.object({
  idx: z.number().int(),
  title: z.string(),
  category: z.string(),
  contents: z.string().describe('sanitised HTML'),
  thumbnail: z.string().nullable().describe('path under /uploads'),
  isEnd: z.boolean().describe('true when the conference period has passed'),
  rsdatetime: z.string(),
  redatetime: z.string(),
  cancel_day: z.number().int(),
  isAddress: yesNoSchema,
  isView: yesNoSchema,
  created_date: z.string(),
  featured: z.boolean().describe('the featured conference shown at /hana'),
  banners: z.array(z.string()).describe('banner image paths, in order'),
  benefitNote: z.string().nullable().describe('special benefit shown on the conference page'),
  parkingNote: z.string().nullable(),
  hideHeadcount: z.boolean().describe('seat counts are not shown'),
  deadlineAtMidnight: z.boolean().describe('the deadline is shown as its date plus 자정'),
  hasOnlineMeeting: z
    .boolean()
    .describe('an online meeting page exists (/online/{idx}) for registered members'),
  detailFirstSchedule: z.string().nullable(),
  detailLastSchedule: z.string().nullable(),
  conferenceDetailList: z.array(conferenceDetailSchema),
});
export type Conference = z.infer<typeof conferenceSchema>;

export const conferenceListSchema = z.array(conferenceSchema);
