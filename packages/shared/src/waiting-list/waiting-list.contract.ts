import { z } from 'zod';
import { maxAttendeesPerRegistration } from '../registrations/registration.messages';

/** How long an offer holds its seats unless the administrator says otherwise (site-wide, in hours). */
export const defaultOfferHours = 24;
export const offerHoursLimits = { min: 1, max: 168 } as const;

/** Korean texts of the waiting list (대기 신청). */
export const waitingListMessages = {
  loginRequired: '로그인 후 대기 신청을 할 수 있습니다.',
  notFound: '대기 신청을 할 수 있는 부서가 아닙니다.',
  notInPeriod: '접수 기간에만 대기 신청을 할 수 있습니다.',
  notFull: '아직 자리가 남아 있습니다. 바로 신청해 주세요.',
  headcountInvalid: `인원은 1명부터 ${maxAttendeesPerRegistration}명까지 입력해 주세요.`,
  alreadyWaiting: '이미 이 부서에 대기 신청을 하셨습니다.',
  entryNotFound: '대기 신청을 찾을 수 없습니다.',
  entryClosed: '이미 끝난 대기 신청입니다.',
  offerNotFound: '받은 자리 제안을 찾을 수 없습니다.',
  offerOtherDepartment: '제안받은 부서와 신청하는 부서가 다릅니다.',
  offerUsed: '이미 사용했거나 끝난 자리 제안입니다.',
  offerExpired: '자리 제안의 신청 기한이 지났습니다.',
  offerTooMany: (seats: number) =>
    `제안받은 자리는 ${seats}석입니다. 참석자를 ${seats}명 이하로 입력해 주세요.`,
  cannotMove: '더 옮길 수 없습니다.',
  offerHoursInvalid: `제안 유효 시간은 ${offerHoursLimits.min}시간부터 ${offerHoursLimits.max}시간까지 정할 수 있습니다.`,
} as const;

/** 대기 while waiting, 제안중 while seats are held for it, then how it ended. */
export const waitingEntryStatuses = ['대기', '제안중', '신청함', '기회만료', '양보', '취소', '삭제'] as const;
export type WaitingEntryStatus = (typeof waitingEntryStatuses)[number];
export const waitingOfferStatuses = ['제안중', '수락', '만료', '양보', '취소'] as const;
export type WaitingOfferStatus = (typeof waitingOfferStatuses)[number];

/** POST /api/waiting-list/{detailIdx}: 대기 신청 with the group's size. */
export const joinWaitingListSchema = z.object({
  headcount: z.coerce.number().int(),
  /** 일부 좌석도 받기. */
  acceptPartial: z.boolean().default(false),
});
export type JoinWaitingListRequest = z.input<typeof joinWaitingListSchema>;

export const waitingOfferSchema = z.object({
  idx: z.number().int(),
  seats: z.number().int(),
  status: z.enum(waitingOfferStatuses),
  expires_at: z.string(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  registration_idx: z.number().int().nullable(),
});

/** A member's own entry, with its department and its latest offer. */
export const myWaitingEntrySchema = z.object({
  idx: z.number().int(),
  detail_idx: z.number().int(),
  conference_idx: z.number().int(),
  title: z.string(),
  dept: z.string(),
  local: z.string(),
  schedule: z.string(),
  headcount: z.number().int(),
  accept_partial: z.boolean(),
  status: z.enum(waitingEntryStatuses),
  /** Groups ahead of this one while 대기. */
  ahead: z.number().int().nullable(),
  created_at: z.string(),
  offer: waitingOfferSchema.extend({ token: z.string().nullable() }).nullable(),
});
export type MyWaitingEntry = z.infer<typeof myWaitingEntrySchema>;

/** GET /api/waiting-list/offers/{token}: what the private link shows. */
export const waitingOfferViewSchema = z.object({
  idx: z.number().int(),
  detail_idx: z.number().int(),
  title: z.string(),
  dept: z.string(),
  local: z.string(),
  schedule: z.string(),
  price: z.number().int(),
  seats: z.number().int(),
  headcount: z.number().int(),
  status: z.enum(waitingOfferStatuses),
  expires_at: z.string(),
  registration_idx: z.number().int().nullable(),
});
export type WaitingOfferView = z.infer<typeof waitingOfferViewSchema>;

/** The administrator's view of one department's list. */
export const adminWaitingEntrySchema = z.object({
  idx: z.number().int(),
  member_idx: z.number().int(),
  uid: z.string(),
  name: z.string(),
  phone: z.string(),
  headcount: z.number().int(),
  accept_partial: z.boolean(),
  status: z.enum(waitingEntryStatuses),
  position: z.number().int(),
  created_at: z.string(),
  offer: waitingOfferSchema.nullable(),
});
export type AdminWaitingEntry = z.infer<typeof adminWaitingEntrySchema>;

export const adminWaitingDepartmentSchema = z.object({
  detail_idx: z.number().int(),
  conference_idx: z.number().int(),
  title: z.string(),
  number: z.number().int(),
  local: z.string(),
  dept: z.string(),
  limit_personnel: z.number().int(),
  registered_personnel: z.number().int(),
  waiting: z.number().int().describe('entries 대기'),
  offered: z.number().int().describe('entries 제안중'),
  held_seats: z.number().int().describe('seats held for live offers'),
});
export type AdminWaitingDepartment = z.infer<typeof adminWaitingDepartmentSchema>;

export const adminWaitingListSchema = z.object({
  department: adminWaitingDepartmentSchema,
  entries: z.array(adminWaitingEntrySchema),
});
export type AdminWaitingList = z.infer<typeof adminWaitingListSchema>;

export const waitingListSettingsSchema = z.object({
  offerHours: z.coerce.number().int(),
});
export type WaitingListSettings = z.infer<typeof waitingListSettingsSchema>;
