import {
  apiEnvelope,
  joinTypeSchema,
  loginAnswerSchema,
  passcodeRequestSchema,
  signupRequestSchema,
  uidProblem,
} from '@edu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { badRequest } from '../../platform/http/app-error';
import { ok, refusals } from '../../platform/http/envelope';
import type { Messaging } from '../messaging';
import { sendGuardianPasscode } from './send-guardian-passcode';
import { sendJoinPasscode } from './send-join-passcode';
import { setSessionCookie } from './session-transport';
import { isUidTaken, signUp } from './sign-up';
import { readBindingCookie } from './social/binding-cookie';

/**
 * Sign-up code sends per address (issue 41 item 9): a church's Wi-Fi is one address, and a sign-up
 * evening there sends a code to every teacher. 60 an hour go through at once; past that the address's
 * sends are spaced 5 s apart rather than refused (a 429 only when a send would wait over 30 s, i.e.
 * with six already waiting). Each phone keeps its own 5 sends an hour (phone-codes.ts).
 */
export const codeSendPace = { ceiling: 60, windowMs: 3_600_000, spacingMs: 5_000, maxWaitMs: 30_000 };

const joinedRefusal = apiEnvelope(z.object({ joinType: z.array(joinTypeSchema) }));

/** Sign-up: id check, phone code by KakaoTalk (and a guardian's, under 14), member creation. */
export const signupRoutes: FastifyPluginAsyncZod<{
  db: Db;
  messaging: Messaging;
  secureCookies: boolean;
}> = async (app, { db, messaging, secureCookies }) => {
  app.get(
    '/api/check-id',
    {
      schema: {
        tags: ['accounts'],
        summary: '아이디 중복 확인',
        description:
          'contents is true when the id is already taken. An id sign-up would refuse for its form gets that refusal (400), so the check never calls such an id usable.',
        querystring: z.object({ uid: z.string().optional() }),
        response: { 200: apiEnvelope(z.boolean()), ...refusals(400) },
      },
    },
    async (request) => {
      // The same rule as sign-up (packages/shared), so the check never calls an id usable that sign-up refuses.
      const refusal = uidProblem(request.query.uid);
      if (refusal) throw badRequest(refusal);
      return ok(await isUidTaken(db, request.query.uid ?? ''));
    },
  );

  app.post(
    '/api/join/passcode',
    {
      config: { pace: codeSendPace },
      schema: {
        tags: ['accounts'],
        summary: '가입 인증번호 발송',
        description:
          'Sends a 6-digit code by KakaoTalk, SMS when KakaoTalk cannot reach the phone (valid 300 s, 5 wrong tries), and waits for the provider’s answer. The code is never in the answer. 400 when the provider refuses the number (K101 without SMS, K102, E104), 502 for any other refusal (try again); a refused code does not count. 403 with contents.joinType when the phone already belongs to a member; 429 after 5 sends an hour per phone. Per address 60 sends an hour go through at once; past that they are spaced 5 s apart (the answer waits for its turn), and 429 only when a send would wait over 30 s.',
        body: passcodeRequestSchema,
        response: {
          200: apiEnvelope(z.object({ expiresIn: z.number().int() })),
          403: joinedRefusal,
          ...refusals(400, 429, 502),
        },
      },
    },
    async (request) => {
      await sendJoinPasscode({ db, messaging, phone: request.body.phone, log: request.log });
      return ok({ expiresIn: 300 });
    },
  );

  app.post(
    '/api/join/guardian-passcode',
    {
      config: { pace: codeSendPace },
      schema: {
        tags: ['accounts'],
        summary: '보호자 인증번호 발송',
        description:
          'Under 14 a guardian consents to the sign-up: sends the same 6-digit KakaoTalk code as /api/join/passcode (SMS fallback, valid 300 s, 5 wrong tries, 5 sends an hour per phone, the same pacing per address) to the guardian’s phone, which may belong to a member. The sign-up sends it back as guardian_passCode.',
        body: passcodeRequestSchema,
        response: {
          200: apiEnvelope(z.object({ expiresIn: z.number().int() })),
          ...refusals(400, 429, 502),
        },
      },
    },
    async (request) => {
      await sendGuardianPasscode({ db, messaging, phone: request.body.phone, log: request.log });
      return ok({ expiresIn: 300 });
    },
  );

  app.post(
    '/api/member',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
      schema: {
        tags: ['accounts'],
        summary: '회원가입',
        description:
          'Creates a member after checking every field in the spec’s order and the phone code on the server, then the age (is_over14 Y or N): under 14 the guardian’s name, phone and the code sent to it (guardian_*) are required, and stored with the member. A social sign-up (sns_type, ticket) has no password, and is logged in at once: the answer then carries the token and sets the session cookie.',
        body: signupRequestSchema,
        response: {
          200: apiEnvelope(loginAnswerSchema.nullable()),
          403: joinedRefusal,
          ...refusals(400, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const { memberIdx, token } = await signUp({
        db,
        request: request.body,
        socialBinding: readBindingCookie(request),
        userAgent: request.headers['user-agent'],
      });
      request.log.info({ memberIdx, social: Boolean(token) }, 'member signed up');
      if (!token) return ok(null);
      setSessionCookie(reply, token, secureCookies);
      return ok({ body: { accessToken: token } });
    },
  );
};
