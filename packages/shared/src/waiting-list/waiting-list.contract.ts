import { z } from 'zod';
import { waitingEntryStatuses, waitingOfferStatuses } from './waiting-list.messages';

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
