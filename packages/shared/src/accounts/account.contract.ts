import { z } from 'zod';
import { textOfAtMost } from '../http/text.contract';
import { accountMessages } from './account.messages';

/** Whitespace alone counts as empty (spec §5), so required texts are checked after trimming. */
const blank = (value: string | undefined) => !value || value.trim().length === 0;

/**
 * POST /api/account/login: an id and password, or a social login's `sns_type` and one-time `ticket`
 * (the old pages sent the provider's id itself, which anyone could forge).
 */
export const loginRequestSchema = z
  .object({
    uid: z.string().optional(),
    upw: z.string().optional(),
    sns_type: z.string().optional(),
    ticket: z.string().optional(),
  })
  .superRefine((login, context) => {
    const missing = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (!blank(login.sns_type)) {
      if (blank(login.ticket)) missing('ticket', accountMessages.socialTicketExpired);
    } else if (blank(login.uid)) missing('uid', '아이디를 입력하세요.');
    else if (blank(login.upw)) missing('upw', '비밀번호를 입력하세요.');
  });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const accessTokenSchema = z.object({ body: z.object({ accessToken: z.string() }) });

export const loginAnswerSchema = accessTokenSchema;

/** GET /api/account/check: the session's member. `token` is given only to Bearer clients (the app). */
export const accountCheckSchema = z.object({
  member_idx: z.number().int(),
  uid: z.string(),
  name: z.string(),
  mlevel: z.number().int(),
  token: accessTokenSchema.nullable(),
});
export type AccountCheck = z.infer<typeof accountCheckSchema>;

/** GET /api/member/{id}: level and id of a member (the caller's own, or any for administrators). */
export const memberLevelSchema = z.object({
  idx: z.number().int(),
  uid: z.string(),
  mlevel: z.number().int(),
});

/** Sign-up as the page sends it (spec §3). The server checks the fields itself, in the spec's order. */
export const signupRequestSchema = z.object({
  uid: z.string().optional(),
  name: z.string().optional(),
  upw: z.string().optional(),
  phone: z.string().optional(),
  email: z.string().optional(),
  is_agree: z.string().optional(),
  sns_type: z.string().optional(),
  /** Sent by the old pages; ignored: the provider id comes only from the ticket. */
  sns_id: z.string().optional(),
  /** The one-time ticket of a finished social login (social sign-up only). */
  ticket: z.string().optional(),
  passCode: z.string().optional(),
  /** 'Y' 만 14세 이상, 'N' 만 14세 미만 (then a guardian consents with the fields below). */
  is_over14: z.string().optional(),
  /** Under 14: the guardian (법정대리인), their phone and the code sent to it (POST /api/join/guardian-passcode). */
  guardian_name: z.string().optional(),
  guardian_phone: z.string().optional(),
  guardian_passCode: z.string().optional(),
});
export type SignupRequest = z.infer<typeof signupRequestSchema>;

/** POST /api/join/passcode: the phone to send a code to (the page sends its whole form). */
export const passcodeRequestSchema = z.object({ phone: z.string().optional() }).passthrough();

/** Join types of a member: how they can log in. */
export const joinTypeSchema = z.enum(['normal', 'kakao', 'naver', 'apple']);
export type JoinType = z.infer<typeof joinTypeSchema>;

/** GET /api/member/me: the caller's own profile. */
export const myProfileSchema = z.object({
  idx: z.number().int(),
  uid: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  mlevel: z.number().int(),
  joinType: z.array(joinTypeSchema),
  /** True when the member has an id and password (may change it). */
  password: z.boolean(),
  zipCode: z.string().nullable(),
  address: z.string().nullable(),
  detailedAddress: z.string().nullable(),
  created_date: z.string(),
  /** The latest message to the member's phone that could not be delivered (30 days), so the page can say so. */
  failedMessage: z.object({ at: z.string(), text: z.string() }).nullable(),
});
export type MyProfile = z.infer<typeof myProfileSchema>;

/** PUT /api/member/update: the profile form (spec §3 Member); password fields only to change it. */
export const profileUpdateSchema = z.object({
  idx: z.coerce.number().int().optional(),
  name: textOfAtMost(50).optional(),
  phone: textOfAtMost(20).optional(),
  email: textOfAtMost(200).optional(),
  prePassword: z.string().optional(),
  newPassword: z.string().optional(),
  newPasswordRe: z.string().optional(),
  /** The code sent to a new phone number (POST /api/member/phone/passcode); required to change the phone. */
  passCode: z.string().max(10).optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** POST /api/member/withdrawal: members with a password confirm with it. */
export const withdrawalRequestSchema = z.object({ upw: z.string().optional() });

/** GET /api/check-sns: what a finished social login leads to (spec §4: 000 log in, 001 joined another way, 002 new). */
export const socialCheckSchema = z.object({
  successCode: z.enum(['000', '001', '002']),
  joinType: z.array(joinTypeSchema),
  /** For 002: what the provider shared, to prefill the sign-up form. */
  profile: z.object({ name: z.string(), email: z.string(), phone: z.string() }).nullable(),
});
export type SocialCheck = z.infer<typeof socialCheckSchema>;
