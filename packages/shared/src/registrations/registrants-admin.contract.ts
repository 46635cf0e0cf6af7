import { z } from 'zod';

/** What the registrant list can be searched by. */
export const registrantSearchTypes = ['name', 'oid', 'church', 'barcode'] as const;
export type RegistrantSearchType = (typeof registrantSearchTypes)[number];

/** One registration as the administrator's registrant list shows it (GET /api/registered/conferences/…). */
export const registrantSchema = z.object({
  idx: z.number().int(),
  oid: z.string(),
  member: z.object({ idx: z.number().int(), uid: z.string() }),
  name: z.string().describe('applicant'),
  phone: z.string(),
  email: z.string(),
  church: z.string(),
  receipt_org_name: z
    .string()
    .nullable()
    .describe('영수증 발행 정보: the church or organisation named on the receipt'),
  receipt_org_number: z.string().nullable().describe('its 사업자등록번호 or 고유번호, 000-00-00000'),
  zip_code: z.string().nullable().describe('where materials are sent (conferences that ask an address)'),
  address: z.string().nullable(),
  detailed_address: z.string().nullable(),
  title: z.string().describe('conference title'),
  conf_detail_idx: z.number().int(),
  number: z.number().int().describe('session number'),
  label: z.string().nullable().describe('the session’s own label, e.g. for the extra round'),
  local: z.string(),
  place: z.string(),
  dept: z.string(),
  status: z.string().describe('결제시도, 결제대기, 입금대기, 결제실패, 등록완료 or 등록취소'),
  total_price: z.number().int(),
  pay_method: z
    .string()
    .nullable()
    .describe('Card, KakaoPay, NaverPay, DirectBank or VBank once paid (null unpaid, or free)'),
  headcount: z.number().int().describe('attendees not cancelled'),
  came: z.number().int().describe('of those, admitted at the check-in desk'),
  barcode: z.string().nullable(),
  joined_conference: z.enum(['Y', 'N']),
  joined_date: z.string().nullable().describe('Korean time'),
  created_date: z.string(),
  attendees: z.array(
    z.object({
      idx: z.number().int(),
      name: z.string(),
      church: z.string(),
      phone: z.string().nullable().describe('the attendee’s own mobile number, when given'),
      is_cancel: z.enum(['Y', 'N']),
      checked_in_at: z.string().nullable().describe('when admitted at the desk (Korean time)'),
    }),
  ),
});

export const registrantPageSchema = z.object({
  pageInfo: z.object({ page: z.number().int(), size: z.number().int(), total: z.number().int() }),
  list: z.array(registrantSchema),
});
export type Registrant = z.infer<typeof registrantSchema>;
export type RegistrantAttendee = Registrant['attendees'][number];
export type RegistrantPage = z.infer<typeof registrantPageSchema>;
