import {
  accessTokenSchema,
  accountMessages,
  apiEnvelope,
  myProfileSchema,
  profileUpdateSchema,
  withdrawalRequestSchema,
} from '@edu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { ok } from '../../platform/http/envelope';
import { requireMember } from './auth.plugin';
import { getMyProfile, updateProfile } from './profile';
import { clearSessionCookie, setSessionCookie } from './session-transport';
import { withdraw } from './withdraw';

const refusal = apiEnvelope(z.null());

/** The member's own profile. */
export const profileRoutes: FastifyPluginAsyncZod<{ db: Db; secureCookies: boolean }> = async (
  app,
  { db, secureCookies },
) => {
  app.get(
    '/api/member/me',
    {
      schema: {
        tags: ['accounts'],
        summary: '내 정보',
        response: { 200: apiEnvelope(myProfileSchema), 401: refusal },
      },
    },
    async (request) => ok(await getMyProfile({ db, memberIdx: (await requireMember(request)).memberIdx })),
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
          400: refusal,
          401: refusal,
          403: refusal,
          409: refusal,
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
      if (!newToken) return { err_code: 0, err_msg: accountMessages.profileUpdated, contents: null };
      request.log.info({ memberIdx: actor.memberIdx }, 'password changed; sessions revoked');
      setSessionCookie(reply, newToken, secureCookies);
      return {
        err_code: 0,
        err_msg: accountMessages.profileUpdated,
        contents: { body: { accessToken: newToken } },
      };
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
        response: { 200: apiEnvelope(z.null()), 400: refusal, 401: refusal },
      },
    },
    async (request, reply) => {
      const actor = await requireMember(request);
      await withdraw({ db, memberIdx: actor.memberIdx, password: request.body.upw });
      request.log.info({ memberIdx: actor.memberIdx }, 'member withdrew');
      clearSessionCookie(reply, secureCookies);
      return { err_code: 0, err_msg: accountMessages.withdrawn, contents: null };
    },
  );
};
