import { z } from 'zod';
import { yesNoSchema } from '../conferences/conference.contract';
import { textOfAtMost } from '../http/text.contract';
import { receiptOrganisationLimits } from '../site/receipt-organisation';

/** Each field as long as its column holds (registrations and registration_attendees). */
const name = textOfAtMost(50).optional();
const church = textOfAtMost(100).optional();
const longText = textOfAtMost(200).optional();

/**
 * POST /api/register/conference/{detailIdx} (spec §7). The server checks every field in the spec's
 * order and computes the price itself: `total_price` is accepted for the old pages and ignored.
 */
export const registerRequestSchema = z.object({
  /** Made once per form by the page: a repeated submission (double click, retry) answers the same registration. */
  requestKey: z.string().max(64).optional(),
  zipCode: textOfAtMost(10).optional(),
  address: longText,
  detailedAddress: longText,
  /** 영수증 발행 정보: a church's or an organisation's name and its ten-digit number, both or neither. */
  receiptOrgName: textOfAtMost(receiptOrganisationLimits.nameMax).optional(),
  receiptOrgNumber: textOfAtMost(receiptOrganisationLimits.numberMax).optional(),
  /** "Y" when the applicant agreed to the policy. */
  agree: z.string().max(1).optional(),
  /** The private link's secret of a waiting-list offer: registers on the seats held for it. */
  waitingOffer: z.string().max(64).optional(),
  registerConference: z
    .object({
      name,
      phone: textOfAtMost(20).optional(),
      email: longText,
      church,
      total_price: z.unknown().optional(),
    })
    .default({}),
  /** Each attendee; `phone` (optional) is where their own ticket link is sent by KakaoTalk. */
  registerMemberList: z
    .array(z.object({ name, church, phone: textOfAtMost(20).optional() }))
    .max(1000)
    .default([]),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** GET /api/register/conference/{detailIdx}: what the registration form shows. */
export const registrationFormSchema = z.object({
  member: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
  conferenceDetail: z.object({
    idx: z.number().int(),
    conference_idx: z.number().int(),
    title: z.string(),
    number: z.number().int(),
    label: z.string().nullable(),
    local: z.string(),
    place: z.string(),
    schedule: z.string(),
    dept: z.string(),
    price: z.number().int(),
    limit_personnel: z.number().int(),
    registered_personnel: z.number().int(),
    remaining: z.number().int().nullable().describe('seats still free; null = unlimited'),
    rsdatetime: z.string(),
    redatetime: z.string(),
    isAddress: yesNoSchema,
    cancel_day: z.number().int(),
  }),
});
export type RegistrationForm = z.infer<typeof registrationFormSchema>;
