import {
  apiEnvelope,
  registerRequestSchema,
  registrationFormSchema,
  registrationMessages,
} from '@edu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireMember } from '../../platform/auth';
import type { Db } from '../../platform/db/database';
import { ok, refusals } from '../../platform/http/envelope';
import { idParam } from '../../platform/http/id-param';
import { perCredential } from '../accounts';
import { type ConferenceCatalog, findSessionForRegistration, remainingSeats } from '../conferences';
import { capacityRefusal, register } from './register';
import { getRegistrationForm } from './registration-form';

const detailParams = idParam('idx');

/** Registering a group for a session department (spec §5 Registration, §7). */
export const registrationRoutes: FastifyPluginAsyncZod<{ db: Db; catalog: ConferenceCatalog }> = async (
  app,
  { db, catalog },
) => {
  app.get(
    '/api/register/conference/:idx',
    {
      schema: {
        tags: ['registrations'],
        summary: '신청서 정보',
        description:
          'The member’s details and the session department {idx}; 400 outside the registration period.',
        params: detailParams,
        response: { 200: apiEnvelope(registrationFormSchema), ...refusals(400, 401, 404) },
      },
    },
    async (request) => {
      const member = await requireMember(request, registrationMessages.loginRequired);
      return ok(
        await getRegistrationForm({ db, memberIdx: member.memberIdx, detailIdx: request.params.idx }),
      );
    },
  );

  app.post(
    '/api/register/conference/:idx',
    {
      // Per member, not per address: a whole church may register from behind one address.
      config: { rateLimit: { max: 60, timeWindow: '1 minute', keyGenerator: perCredential } },
      schema: {
        tags: ['registrations'],
        summary: '컨퍼런스 신청',
        description:
          'Registers the applicant’s group for session department {idx}: checks the form in the spec’s order, takes the seats in the same transaction (403 when they are not there) and answers the registration idx (status 결제시도, seats held 15 minutes). The price is computed by the server. A repeated requestKey answers the same registration.',
        params: detailParams,
        body: registerRequestSchema,
        response: {
          200: apiEnvelope(z.number().int()),
          ...refusals(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const member = await requireMember(request, registrationMessages.loginRequired);
      const { idx, repeated } = await register({
        db,
        memberIdx: member.memberIdx,
        detailIdx: request.params.idx,
        request: request.body,
      });
      if (!repeated) {
        catalog.invalidate();
        request.log.info({ registrationIdx: idx, detailIdx: request.params.idx }, 'registration created');
      }
      return ok(idx);
    },
  );

  app.get(
    '/api/payment/check-limit/:idx',
    {
      schema: {
        tags: ['registrations'],
        summary: '신청 가능 인원 확인',
        description:
          '200 when `headcount` more attendees still fit in session department {idx}; 403 with the spec’s text when not.',
        params: detailParams,
        querystring: z.object({ headcount: z.coerce.number().int().min(1).max(1000).default(1) }),
        response: { 200: apiEnvelope(z.null()), ...refusals(403, 404) },
      },
    },
    async (request) => {
      const session = await findSessionForRegistration(db, request.params.idx);
      if (!session) throw capacityRefusal(0);
      const remaining = remainingSeats(session);
      if (request.query.headcount > remaining) throw capacityRefusal(remaining);
      return ok(null);
    },
  );
};
