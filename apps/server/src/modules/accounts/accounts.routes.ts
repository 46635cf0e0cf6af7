import {
  accountCheckSchema,
  apiEnvelope,
  loginAnswerSchema,
  loginRequestSchema,
  memberLevelSchema,
} from '@edu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireMember } from '../../platform/auth';
import type { Db } from '../../platform/db/database';
import { ok, refusals } from '../../platform/http/envelope';
import { idParam } from '../../platform/http/id-param';
import { getMemberLevel } from './get-member-level';
import { logIn } from './log-in';
import { clearSessionCookie, setSessionCookie } from './session-transport';
import { revokeSession } from './sessions';
import { readBindingCookie } from './social/binding-cookie';
import { socialLogIn } from './social/social-login';

/** Login, session check and logout; a member's level. */
export const accountRoutes: FastifyPluginAsyncZod<{ db: Db; secureCookies: boolean }> = async (
  app,
  { db, secureCookies },
) => {
  app.post(
    '/api/account/login',
    {
      config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
      schema: {
        tags: ['accounts'],
        summary: '로그인',
        description:
          'Starts a session with an id and password, or with a social login ticket (sns_type, ticket; 401 when nobody joined with it): sets the HttpOnly session cookie for the page and answers the token for the app (Bearer).',
        body: loginRequestSchema,
        response: { 200: apiEnvelope(loginAnswerSchema), ...refusals(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const userAgent = request.headers['user-agent'];
      const { token, memberIdx } = body.sns_type?.trim()
        ? await socialLogIn({ db, ticket: body.ticket, binding: readBindingCookie(request), userAgent })
        : await logIn({ db, uid: body.uid ?? '', password: body.upw ?? '', userAgent });
      request.log.info({ memberIdx, social: body.sns_type?.trim() || undefined }, 'login succeeded');
      setSessionCookie(reply, token, secureCookies);
      return ok({ body: { accessToken: token } });
    },
  );

  app.get(
    '/api/account/check',
    {
      schema: {
        tags: ['accounts'],
        summary: '로그인 상태 확인',
        description:
          'The session’s member; refreshes the session’s expiry. Logged out (no session, or one that expired or was revoked) answers contents null — a state, not a refusal, so a visitor’s page logs no failed call.',
        response: { 200: apiEnvelope(accountCheckSchema.nullable()) },
      },
    },
    async (request) => {
      const account = await request.authenticate();
      if (!account) return ok(null);
      return ok({
        member_idx: account.memberIdx,
        uid: account.uid,
        name: account.name,
        mlevel: account.level,
        // The page's token stays in its HttpOnly cookie; only Bearer clients get theirs back.
        token: account.via === 'bearer' ? { body: { accessToken: account.token } } : null,
      });
    },
  );

  app.post(
    '/api/account/logout',
    {
      schema: {
        tags: ['accounts'],
        summary: '로그아웃',
        description:
          'Revokes the session on the server and clears the cookie; a replayed cookie or token gets 401.',
        response: { 200: apiEnvelope(z.null()) },
      },
    },
    async (request, reply) => {
      const account = await request.authenticate();
      if (account) await revokeSession(db, account.sessionId);
      clearSessionCookie(reply, secureCookies);
      return ok(null);
    },
  );

  app.get(
    '/api/member/:id',
    {
      schema: {
        tags: ['accounts'],
        summary: '회원 등급',
        description: 'Level and id of a member: the caller’s own, or any member for administrators.',
        params: idParam('id'),
        response: { 200: apiEnvelope(memberLevelSchema), ...refusals(401, 403, 404) },
      },
    },
    async (request) =>
      ok(await getMemberLevel({ db, actor: await requireMember(request), memberIdx: request.params.id })),
  );

  app.post(
    '/api/account/cookie',
    {
      config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
      schema: {
        tags: ['accounts'],
        summary: '앱 토큰으로 웹 세션 시작',
        description:
          'For the native app’s web views (/management/{token}): a valid Bearer token gets the same session as the page’s HttpOnly cookie, so the token never has to live in web storage.',
        response: { 200: apiEnvelope(z.null()), ...refusals(401) },
      },
    },
    async (request, reply) => {
      const account = await requireMember(request);
      if (account.via !== 'bearer') return ok(null);
      setSessionCookie(reply, account.token, secureCookies);
      return ok(null);
    },
  );
};
