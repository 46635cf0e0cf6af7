import { z } from 'zod';
import { characterCount } from '../http/text.contract';
import {
  type BusinessDetails,
  businessDetailsMessages,
  businessNumberPlaceholder,
  formatBusinessNumber,
} from './business-details';
import { isEmailAddress } from './contact-rules';
import { withParticle } from './korean-particles';

/** A required text of at most `max` characters (counted as the database counts them), trimmed. */
const requiredText = (label: string, max: number, missing: string) =>
  z
    .string(missing)
    .trim()
    .min(1, missing)
    .refine((text) => characterCount(text) <= max, {
      message: `${withParticle(label, '은/는')} ${max}자 이내로 입력해주세요.`,
    })
    .meta({ maxLength: max });

/**
 * PUT /api/admin/site-settings/business-details: every field of the business details (business-details.ts),
 * checked in this order, each refusal in Korean.
 */
export const businessDetailsEditSchema = z.object({
  organisation: requiredText('상호', 100, businessDetailsMessages.organisationRequired),
  representative: requiredText('대표자', 50, businessDetailsMessages.representativeRequired),
  businessNumber: z
    .string(businessDetailsMessages.businessNumberInvalid)
    .trim()
    .refine((text) => /^\d{3}-?\d{2}-?\d{5}$/.test(text), businessDetailsMessages.businessNumberInvalid)
    .transform(formatBusinessNumber)
    .meta({ maxLength: 12 }),
  mailOrderNumber: requiredText('통신판매업 신고번호', 50, businessDetailsMessages.mailOrderNumberRequired),
  address: requiredText('사업장 주소', 200, businessDetailsMessages.addressRequired),
  phone: z
    .string(businessDetailsMessages.phoneInvalid)
    .trim()
    .regex(/^\d{2,4}-?\d{3,4}-?\d{4}$|^1\d{3}-?\d{4}$/, businessDetailsMessages.phoneInvalid)
    .meta({ maxLength: 20 }),
  email: z
    .string(businessDetailsMessages.emailInvalid)
    .trim()
    .refine(
      (text) => characterCount(text) <= 100 && isEmailAddress(text),
      businessDetailsMessages.emailInvalid,
    )
    .meta({ maxLength: 100 }),
  customerCentreHours: requiredText(
    '고객센터 운영 시간',
    100,
    businessDetailsMessages.customerCentreHoursRequired,
  ),
  hostingProvider: requiredText('호스팅 서비스 제공자', 100, businessDetailsMessages.hostingProviderRequired),
  ftcInfoUrl: z
    .string(businessDetailsMessages.ftcInfoUrlInvalid)
    .trim()
    .refine(isWebAddress, businessDetailsMessages.ftcInfoUrlInvalid)
    .describe(`the Commission's page; ${businessNumberPlaceholder} is replaced by the number's digits`)
    .meta({ maxLength: 300 }),
});
export type BusinessDetailsEdit = z.input<typeof businessDetailsEditSchema>;
export type BusinessDetailsValues = z.output<typeof businessDetailsEditSchema>;

/** GET /api/site-settings/business-details: the details and when an administrator last saved them (null: never). */
export const businessDetailsSchema = z.object({
  organisation: z.string(),
  representative: z.string(),
  businessNumber: z.string(),
  mailOrderNumber: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  customerCentreHours: z.string(),
  hostingProvider: z.string(),
  ftcInfoUrl: z.string(),
  updated_date: z.string().nullable(),
}) satisfies z.ZodType<BusinessDetails>;

function isWebAddress(text: string): boolean {
  if (characterCount(text) > 300 || !/^https?:\/\//i.test(text)) return false;
  try {
    return Boolean(new URL(text.replaceAll(businessNumberPlaceholder, '0')).host);
  } catch {
    return false;
  }
}
