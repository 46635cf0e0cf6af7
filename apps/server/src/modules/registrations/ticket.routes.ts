import { apiEnvelope, limits, onlineMeetingSchema, ticketSchema } from '@edu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireMember } from '../../platform/auth';
import type { Db } from '../../platform/db/database';
import { ok } from '../../platform/http/envelope';
import { idParam } from '../../platform/http/id-param';
import { drawBarcodePng } from './barcode-image';
import { getOnlineMeeting } from './get-online-meeting';
import { findTicketRegistration, getTicket } from './get-ticket';

const refusal = apiEnvelope(z.null());
const idxParams = idParam('idx');

/** The member's barcode ticket and the online meeting of a conference they registered for. */
export const ticketRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/registered/conference/:idx/ticket',
    {
      schema: {
        tags: ['registrations'],
        summary: '바코드 정보',
        description:
          'The barcode ticket of the caller’s own registration {idx}: conference, department, assigned room, place, schedule, first day, room guide, the barcode digits and the attendees still registered. 404 for a registration that is not the caller’s, 403 until it is 등록완료.',
        params: idxParams,
        response: { 200: apiEnvelope(ticketSchema), 401: refusal, 403: refusal, 404: refusal },
      },
    },
    async (request) => {
      const member = await requireMember(request);
      return ok(await getTicket({ db, registrationIdx: request.params.idx, memberIdx: member.memberIdx }));
    },
  );

  app.get(
    '/api/registered/conference/:idx/barcode.png',
    {
      schema: {
        tags: ['registrations'],
        summary: '바코드 이미지',
        description:
          'A PNG of the Code 128 barcode of registration {idx}, for the member who registered or staff (level 5 and above), once 등록완료. Refusals answer the JSON envelope (401, 403, 404).',
        params: idxParams,
        response: { 401: refusal, 403: refusal, 404: refusal },
      },
    },
    async (request, reply) => {
      const member = await requireMember(request);
      const registration = await findTicketRegistration({
        db,
        registrationIdx: request.params.idx,
        viewer: { memberIdx: member.memberIdx, isStaff: member.level >= limits.staffLevel },
        staffMayView: true,
      });
      const png = await drawBarcodePng(registration.barcode);
      // A personal ticket: browsers may keep it, shared caches must not. Buffers bypass the JSON serializer.
      return reply
        .type('image/png')
        .header('cache-control', 'private, max-age=3600')
        .send(png as never);
    },
  );

  app.get(
    '/api/conference/:idx/online',
    {
      schema: {
        tags: ['registrations'],
        summary: '온라인 모임 정보',
        description:
          'The online meeting link, meeting id and passcode of conference {idx}, for a member with a 등록완료 registration in it (else 403). 404 when the conference has no online meeting.',
        params: idxParams,
        response: { 200: apiEnvelope(onlineMeetingSchema), 401: refusal, 403: refusal, 404: refusal },
      },
    },
    async (request) => {
      const member = await requireMember(request);
      return ok(
        await getOnlineMeeting({ db, conferenceIdx: request.params.idx, memberIdx: member.memberIdx }),
      );
    },
  );
};
