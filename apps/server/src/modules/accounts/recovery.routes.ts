import { joinTypeSchema, newApiEnvelope } from '@edu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { newApiRefusals, okNew } from '../../platform/http/envelope';
import type { Messaging } from '../messaging';
import { confirmRecovery, startRecovery } from './recovery';

/** Finding a forgotten id or password by a KakaoTalk code (answers use the `{code, message, data}` envelope). */
export const recoveryRoutes: FastifyPluginAsyncZod<{ db: Db; messaging: Messaging }> = async (
  app,
  { db, messaging },
) => {
  app.post(
    '/api/account/lost/auth',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
      schema: {
        tags: ['accounts'],
        summary: '아이디/비밀번호 찾기 인증번호 발송',
        description:
          'Finds the member by name and phone (and uid for the password) and sends a code. code 012: no such member; 031: the message could not be delivered (message starts with the provider code, K101 = not a KakaoTalk user).',
        body: z.object({
          findType: z.enum(['ID', 'PW']).optional(),
          memberName: z.string().optional(),
          phoneNumber: z.string().optional(),
          uid: z.string().optional(),
        }),
        response: {
          200: newApiEnvelope(z.object({ token: z.string(), message: z.string() })),
          ...newApiRefusals(400, 404, 429),
        },
      },
    },
    async (request) => {
      const { findType, memberName, phoneNumber, uid } = request.body;
      const data = await startRecovery({
        db,
        messaging,
        findType: findType ?? (uid?.trim() ? 'PW' : 'ID'),
        uid,
        name: memberName,
        phone: phoneNumber,
      });
      return okNew(data);
    },
  );

  app.post(
    '/api/account/lost/confirm',
    {
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
      schema: {
        tags: ['accounts'],
        summary: '아이디/비밀번호 찾기 확인',
        description:
          'The code with the temporary token of /lost/auth in the Authorization header. Answers the id and join types; for the password, a temporary one is sent by KakaoTalk when the member has an id and password.',
        body: z.object({ code: z.string().optional() }),
        response: {
          200: newApiEnvelope(z.object({ uid: z.string(), joinType: z.array(joinTypeSchema) })),
          ...newApiRefusals(400, 429),
        },
      },
    },
    async (request) => {
      const token = (request.headers.authorization ?? '').replace(/^Bearer\s+/i, '').trim();
      return okNew(await confirmRecovery({ db, messaging, token, code: request.body.code ?? '' }));
    },
  );
};
