import { z } from 'zod';

/** Whitespace alone counts as empty (spec §5), so required texts are checked after trimming. */
const requiredText = (message: string) =>
  z.string({ error: message }).refine((value) => value.trim().length > 0, { message });

/** POST /api/account/login */
export const loginRequestSchema = z.object({
  uid: requiredText('아이디를 입력하세요.'),
  upw: requiredText('비밀번호를 입력하세요.'),
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
  sns_id: z.string().optional(),
  passCode: z.string().optional(),
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
});
export type MyProfile = z.infer<typeof myProfileSchema>;

/** PUT /api/member/update: the profile form (spec §3 Member); password fields only to change it. */
export const profileUpdateSchema = z.object({
  idx: z.coerce.number().int().optional(),
  name: z.string().optional(),
  phone: z.string().optional(),
  email: z.string().optional(),
  prePassword: z.string().optional(),
  newPassword: z.string().optional(),
  newPasswordRe: z.string().optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** POST /api/member/withdrawal: members with a password confirm with it. */
export const withdrawalRequestSchema = z.object({ upw: z.string().optional() });
