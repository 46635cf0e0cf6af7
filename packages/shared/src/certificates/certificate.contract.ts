import { z } from 'zod';

/** Korean texts of certificates of attendance (이수증). */
export const certificateMessages = {
  notIssued: '이 컨퍼런스는 이수증을 발급하지 않습니다.',
  notAvailable:
    '이수증을 받을 수 있는 참석자가 아닙니다. 행사 당일 입장 확인을 받은 참석자만 받을 수 있습니다.',
  noneInRegistration:
    '이 신청에는 이수증을 받을 수 있는 참석자가 없습니다. 입장 확인을 받은 뒤에 받아 주세요.',
  /** Admitted before the session's day (a staff override): the certificate waits for the training's day. */
  beforeSessionDay: (koreanDay: string) => `이수증은 교육일인 ${koreanDay}부터 받을 수 있습니다.`,
  codeRequired: '확인 코드를 입력해 주세요.',
  codeNotFound: '확인 코드와 일치하는 이수증이 없습니다. 코드를 다시 확인해 주세요.',
  attendeeCancelled: '참석이 취소된 분의 이수증입니다. 이 이수증은 더 이상 유효하지 않습니다.',
  conferenceNotFound: '컨퍼런스를 찾을 수 없습니다.',
  hoursInvalid: '이수 시간은 0.5시간부터 999시간까지 0.5시간 단위로 입력해 주세요.',
  issuerRequired: '이수증을 발급하려면 발급 기관(발급자) 이름을 입력해 주세요.',
  issuerTooLong: '발급 기관 이름은 50자 이내로 입력해 주세요.',
  sealType: '직인 이미지는 PNG 또는 JPG 파일만 올릴 수 있습니다.',
  sealTooLarge: '직인 이미지는 2MB 이하로 올려 주세요.',
  notMultipart: '설정 양식을 다시 확인해 주세요.',
  saved: '이수증 설정을 저장했습니다.',
} as const;

/** Verification codes: 12 letters and digits without look-alikes (no 0/O, 1/I/L), shown as XXXX-XXXX-XXXX. */
export const certificateCodeAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const certificateCodeLength = 12;

/** The code as typed (any case, spaces or hyphens) in its stored form, or null when it cannot be one. */
export function normaliseCertificateCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, '');
  if (code.length !== certificateCodeLength) return null;
  return [...code].every((letter) => certificateCodeAlphabet.includes(letter)) ? code : null;
}

/** XXXX-XXXX-XXXX, as the certificate prints it. */
export const formatCertificateCode = (code: string) => code.replace(/(.{4})(?=.)/g, '$1-');

/** 6 → "6시간", 6.5 → "6.5시간". */
export const formatCertificateHours = (hours: number) =>
  `${Number.isInteger(hours) ? hours : hours.toFixed(1)}시간`;

/** Hours an administrator may set: 0.5 to 999 in steps of half an hour. */
export const isCertificateHours = (hours: number) =>
  Number.isFinite(hours) && hours >= 0.5 && hours <= 999 && Number.isInteger(hours * 2);

/** GET/PUT /api/admin/certificates/{conferenceIdx}: a conference's certificate settings. */
export const certificateSettingsSchema = z.object({
  conference_idx: z.number().int(),
  conference_title: z.string(),
  issues: z.boolean(),
  hours: z.number(),
  issuer_name: z.string(),
  has_seal: z.boolean().describe('a seal image is stored (GET …/seal shows it)'),
  issued_count: z.number().int().describe('certificates issued so far'),
});
export type CertificateSettings = z.infer<typeof certificateSettingsSchema>;

/** One attendee of the member's registrations who can download a certificate. */
export const certificateHolderSchema = z.object({
  attendee_idx: z.number().int(),
  registration_idx: z.number().int(),
  name: z.string(),
  church: z.string(),
});

/** GET /api/certificates/conferences/{idx}/mine: what the applicant may download for a conference. */
export const myCertificatesSchema = z.object({
  issues: z.boolean(),
  hours: z.number(),
  attendees: z.array(certificateHolderSchema).describe('admitted attendees of the caller’s registrations'),
});
export type MyCertificates = z.infer<typeof myCertificatesSchema>;

/** GET /api/certificates/verify?code=: who holds the certificate of this code (nothing more). */
export const certificateVerificationSchema = z.object({
  code: z.string(),
  name: z.string(),
  church: z.string(),
  conference_title: z.string(),
  dates: z.string(),
  hours: z.number(),
  issuer_name: z.string(),
  issued_date: z.string().describe('Korean date YYYY-MM-DD'),
});
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;
