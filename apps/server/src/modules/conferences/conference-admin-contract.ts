import { conferenceDetailSchema, yesNoSchema } from '@edu/shared';
import { z } from 'zod';

/** Texts of the administrator's conference form (spec §5 "Conference create: all fields needed"). */
export const conferenceAdminMessages = {
  fillAll: '모든 항목을 입력해주세요.',
  atLeastOne: '최소 1개의 회차와 1개의 부서가 필요합니다.',
  periodOrder: '접수 종료 일시는 접수 시작 일시보다 늦어야 합니다.',
  thumbnailType: '썸네일은 jpg, jpeg, png, gif, webp 이미지만 등록할 수 있습니다.',
  imageType: '이미지는 jpg, jpeg, png, gif, webp 파일만 올릴 수 있습니다.',
  imageTooLarge: '이미지는 5MB 이하만 올릴 수 있습니다.',
  limitBelowRegistered: '등록된 인원보다 적게 설정할 수 없습니다.',
  departmentHasRegistrations: '신청자가 있는 부서는 삭제할 수 없습니다.',
  unknownDepartment: '이 컨퍼런스의 부서가 아닙니다. 새로고침 후 다시 시도해 주세요.',
  notFound: '컨퍼런스를 찾을 수 없습니다.',
  created: '컨퍼런스가 등록되었습니다.',
  updated: '컨퍼런스가 수정되었습니다.',
} as const;

const { fillAll } = conferenceAdminMessages;

/** `2026-11-23T10:00` (taken as Korean time, what a datetime-local field sends) or ISO 8601 with an offset. */
const dateTimePattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;

/** The moment a form's date-time text means; Korean time when it carries no offset. */
export function parseFormDateTime(text: string): Date {
  const hasOffset = /(Z|[+-]\d{2}:\d{2})$/.test(text);
  return new Date(hasOffset ? text : `${text}+09:00`);
}

const dateTime = z
  .string({ error: fillAll })
  .regex(dateTimePattern, fillAll)
  .refine((text) => !Number.isNaN(parseFormDateTime(text).getTime()), fillAll)
  .describe('2026-11-23T10:00 (Korean time) or ISO 8601 with offset');
const optionalDateTime = dateTime.nullable().optional();
const text = (max: number) => z.string({ error: fillAll }).trim().min(1, fillAll).max(max);
const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();
const yesNo = yesNoSchema.describe('Y or N');
const count = z.number({ error: fillAll }).int(fillAll).min(0, fillAll);

/** One department row of a session in the form; `idx` names an existing row when editing. */
const departmentInput = z.object({
  idx: z.number().int().positive().optional().describe('existing row (edit); absent = new row'),
  dept: text(100),
  price: count.max(100_000_000).describe('won per attendee'),
  limit_personnel: count.max(1_000_000).describe('0 = unlimited'),
  view: yesNo.optional(),
  rsdatetime: optionalDateTime.describe('absent = the conference period'),
  redatetime: optionalDateTime,
});

/** One session (회차) in the form: where and when, with its departments. Numbers are given by order. */
const sessionInput = z.object({
  number: z.number().int().optional().describe('ignored: sessions are numbered 1..n in order'),
  label: optionalText(50).describe('shown instead of the number'),
  local: text(100),
  place: text(200),
  schedule: text(200),
  startsAt: optionalDateTime.describe('the first day; cancel requests close cancel_day days before'),
  releaseAt: optionalDateTime.describe('the session stays hidden until then'),
  roomGuide: optionalText(2000),
  view: yesNo.optional().describe('N hides every department of the session'),
  details: z.array(departmentInput, { error: fillAll }).min(1, conferenceAdminMessages.atLeastOne).max(50),
});

/** The per-conference settings the old pages tied to conference ids (spec §2, §4). Absent on edit = unchanged. */
const settingsInput = {
  isFeatured: yesNo.optional(),
  banners: z
    .array(
      z.string().regex(/^(\/uploads\/|\/demo\/|https:\/\/)\S{1,490}$/, '배너 이미지 주소를 확인해주세요.'),
    )
    .max(10)
    .optional(),
  benefitNote: optionalText(2000),
  parkingNote: optionalText(2000),
  hideHeadcount: yesNo.optional(),
  deadlineAtMidnight: yesNo.optional(),
  onlineUrl: z
    .string()
    .trim()
    .max(500)
    .regex(/^(https:\/\/\S+)?$/, '온라인 주소는 https:// 로 시작해야 합니다.')
    .nullable()
    .optional(),
  onlineMeetingId: optionalText(50),
  onlineMeetingPasscode: optionalText(50),
};

/** POST /api/conference and PUT /api/conference/{id}: the spec's payload plus the settings. */
export const saveConferenceBodySchema = z.object({
  idx: z.number().int().optional().describe('PUT only; the path decides'),
  title: text(200),
  category: z.string().trim().max(50).optional(),
  contents: z
    .string({ error: fillAll })
    .min(1, fillAll)
    .max(500_000)
    .describe('HTML; sanitised on the server'),
  rsdatetime: dateTime,
  redatetime: dateTime,
  cancel_day: count.max(365).default(0),
  deposit_days: count
    .min(1)
    .max(14)
    .default(1)
    .describe('days a virtual account waits for its deposit (at least 24 hours each, ending 23:59)'),
  isAddress: z.enum(['Y', 'N'], { error: fillAll }),
  isView: z.enum(['Y', 'N'], { error: fillAll }),
  thumbnailEnc: z
    .string()
    .max(8_000_000)
    .nullable()
    .optional()
    .describe('base64 (a data: URL prefix is allowed)'),
  thumbnailName: z.string().max(255).nullable().optional(),
  command: z
    .enum(['update', 'delete', ''])
    .nullable()
    .optional()
    .describe('update = store thumbnailEnc, delete = remove the thumbnail, absent = keep'),
  ...settingsInput,
  conferenceDetailList: z
    .array(sessionInput, { error: fillAll })
    .min(1, conferenceAdminMessages.atLeastOne)
    .max(30),
});
export type SaveConferenceBody = z.infer<typeof saveConferenceBodySchema>;

/** A department row as the administrator's form reads it. */
export const adminDepartmentSchema = z.object({
  idx: z.number().int(),
  dept: z.string(),
  price: z.number().int(),
  limit_personnel: z.number().int(),
  registered_personnel: z.number().int(),
  view: yesNoSchema,
  rsdatetime: z.string(),
  redatetime: z.string(),
});

/** A session with its departments, the same shape the save payload takes. */
export const adminSessionSchema = z.object({
  number: z.number().int(),
  label: z.string().nullable(),
  local: z.string(),
  place: z.string(),
  schedule: z.string(),
  startsAt: z.string().nullable(),
  releaseAt: z.string().nullable(),
  roomGuide: z.string().nullable(),
  view: yesNoSchema,
  details: z.array(adminDepartmentSchema),
});

/** GET /api/admin/conference/{idx}: everything the form edits. */
export const adminConferenceSchema = z.object({
  idx: z.number().int(),
  title: z.string(),
  category: z.string(),
  contents: z.string(),
  thumbnail: z.string().nullable(),
  rsdatetime: z.string(),
  redatetime: z.string(),
  cancel_day: z.number().int(),
  deposit_days: z.number().int(),
  isAddress: yesNoSchema,
  isView: yesNoSchema,
  isFeatured: yesNoSchema,
  banners: z.array(z.string()),
  benefitNote: z.string().nullable(),
  parkingNote: z.string().nullable(),
  hideHeadcount: yesNoSchema,
  deadlineAtMidnight: yesNoSchema,
  onlineUrl: z.string().nullable(),
  onlineMeetingId: z.string().nullable(),
  onlineMeetingPasscode: z.string().nullable(),
  created_date: z.string(),
  updated_date: z.string(),
  conferenceDetailList: z.array(adminSessionSchema),
});
export type AdminConference = z.infer<typeof adminConferenceSchema>;

/** A row of GET /api/admin/conferences. */
export const adminConferenceSummarySchema = z.object({
  idx: z.number().int(),
  title: z.string(),
  category: z.string(),
  thumbnail: z.string().nullable(),
  rsdatetime: z.string(),
  redatetime: z.string(),
  isView: yesNoSchema,
  isEnd: z.boolean(),
  sessionCount: z.number().int(),
  departmentCount: z.number().int(),
  registered_personnel: z.number().int().describe('seats taken, all departments'),
  limit_personnel: z.number().int().describe('sum of the limited departments’ limits'),
  hasUnlimited: z.boolean().describe('some department has no limit (0)'),
  created_date: z.string(),
});
export type AdminConferenceSummary = z.infer<typeof adminConferenceSummarySchema>;

/** GET /api/conference/detail/list/{conferenceId}: every row, hidden ones too, with what only administrators see. */
export const adminDetailRowSchema = conferenceDetailSchema.extend({
  releaseAt: z.string().nullable(),
  roomGuide: z.string().nullable(),
});
