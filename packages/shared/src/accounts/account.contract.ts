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
