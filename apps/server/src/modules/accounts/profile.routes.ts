import {
  accessTokenSchema,
  accountMessages,
  apiEnvelope,
  myProfileSchema,
  profileUpdateSchema,
  textOfAtMost,
  withdrawalRequestSchema,
} from '@edu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireMember } from '../../platform/auth';
import type { Db } from '../../platform/db/database';
import { ok, refusals } from '../../platform/http/envelope';
import type { Messaging } from '../messaging';
import { getMyProfile, sendPhoneChangeCode, updateProfile } from './profile';
import { clearSessionCookie, setSessionCookie } from './session-transport';
import { withdraw } from './withdraw';

/** The member's own profile. */
export const profileRoutes: FastifyPluginAsyncZod<{
  db: Db;
  messaging: Messaging;
  secureCookies: boolean;
}> = async (app, { db, messaging, secureCookies }) => {
  app.get(
    '/api/member/me',
    {
      schema: {
        tags: ['accounts'],
        summary: '내 정보',
        response: { 200: apiEnvelope(myProfileSchema), ...refusals(401) },
      },
    },
    async (request) => ok(await getMyProfile({ db, memberIdx: (await requireMember(request)).memberIdx })),
  );

  app.post(
    '/api/member/phone/passcode',
    {
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
      schema: {
        tags: ['accounts'],
        summary: '휴대폰 번호 변경 인증번호 받기',
        description:
          'Sends a 6-digit code by KakaoTalk (SMS fallback) to the number the member wants to change to; PUT /api/member/update then takes it as passCode. Refused for an invalid number, the member’s own number, another member’s number (409) or after 5 codes an hour (429).',
        body: z.object({ phone: textOfAtMost(20) }),
        response: { 200: apiEnvelope(z.null()), ...refusals(400, 401, 409, 429) },
      },
    },
    async (request) => {
      const actor = await requireMember(request);
      await sendPhoneChangeCode({ db, messaging, actor, phone: request.body.phone });
      return ok(null, accountMessages.phoneCodeSent);
    },
  );

  app.put(
    '/api/member/update',
    {
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
      schema: {
        tags: ['accounts'],
        summary: '회원정보 수정',
        description:
          'Name, phone, email; with prePassword and newPassword also the password, which ends every session and answers a new token (the page gets a new cookie).',
        body: profileUpdateSchema,
        response: {
          200: apiEnvelope(accessTokenSchema.nullable()),
          ...refusals(400, 401, 403, 409),
        },
      },
    },
    async (request, reply) => {
      const actor = await requireMember(request);
      const { newToken } = await updateProfile({
        db,
        actor,
        update: request.body,
        userAgent: request.headers['user-agent'],
      });
      if (!newToken) return ok(null, accountMessages.profileUpdated);
      request.log.info({ memberIdx: actor.memberIdx }, 'password changed; sessions revoked');
      setSessionCookie(reply, newToken, secureCookies);
      return ok({ body: { accessToken: newToken } }, accountMessages.profileUpdated);
    },
  );

  app.post(
    '/api/member/withdrawal',
    {
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
      schema: {
        tags: ['accounts'],
        summary: '회원 탈퇴',
        description:
          'Anonymises the member, revokes every session and clears the cookie. Members with a password confirm with it (upw).',
        body: withdrawalRequestSchema,
        response: { 200: apiEnvelope(z.null()), ...refusals(400, 401) },
      },
    },
    async (request, reply) => {
      const actor = await requireMember(request);
      await withdraw({ db, memberIdx: actor.memberIdx, password: request.body.upw });
      request.log.info({ memberIdx: actor.memberIdx }, 'member withdrew');
      clearSessionCookie(reply, secureCookies);
      return ok(null, accountMessages.withdrawn);
    },
  );
};
