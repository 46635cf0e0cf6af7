import { apiEnvelope, attendeeTicketSchema, limits, onlineMeetingSchema, ticketSchema } from '@edu/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireMember } from '../../platform/auth';
import type { Db } from '../../platform/db/database';
import { ok, refusals } from '../../platform/http/envelope';
import { idParam } from '../../platform/http/id-param';
import { attendeeCalendarFile, attendeeTicketBarcode, getAttendeeTicket } from './attendee-tickets';
import { drawBarcodePng } from './barcode-image';
import { getOnlineMeeting } from './get-online-meeting';
import { findTicketRegistration, getGroupCalendarFile, getTicket } from './get-ticket';

const idxParams = idParam('idx');
const tokenParams = z.object({ token: z.string().max(100) });

/** An .ics download: a calendar app opens it, a browser saves it under the given name. */
const calendarReply = (reply: FastifyReply, ics: string, fileName: string) =>
  reply
    .type('text/calendar; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(ics);

/**
 * The member's barcode ticket (the whole group's), each attendee's own ticket behind its private link,
 * their calendar files, and the online meeting of a conference the member registered for.
 */
export const ticketRoutes: FastifyPluginAsyncZod<{ db: Db; publicUrl: string }> = async (
  app,
  { db, publicUrl },
) => {
  app.get(
    '/api/registered/conference/:idx/ticket',
    {
      schema: {
        tags: ['registrations'],
        summary: '바코드 정보',
        description:
          'The barcode ticket of the caller’s own registration {idx}: conference, department, assigned room, place, schedule, first day, room guide, the barcode digits and the attendees still registered. 404 for a registration that is not the caller’s, 403 until it is 등록완료.',
        params: idxParams,
        response: { 200: apiEnvelope(ticketSchema), ...refusals(401, 403, 404) },
      },
    },
    async (request) => {
      const member = await requireMember(request);
      return ok(
        await getTicket({ db, registrationIdx: request.params.idx, memberIdx: member.memberIdx, publicUrl }),
      );
    },
  );

  app.get(
    '/api/registered/conference/:idx/calendar.ics',
    {
      schema: {
        tags: ['registrations'],
        summary: '캘린더 파일 (신청 전체)',
        description:
          'The iCalendar file (RFC 5545) of the caller’s own 등록완료 registration {idx}: the session’s date, hours and place. 404 while the session has no first day.',
        params: idxParams,
        response: refusals(401, 403, 404),
      },
    },
    async (request, reply) => {
      const member = await requireMember(request);
      const ics = await getGroupCalendarFile({
        db,
        registrationIdx: request.params.idx,
        memberIdx: member.memberIdx,
        publicUrl,
      });
      return calendarReply(reply, ics, `conference-${request.params.idx}.ics`);
    },
  );

  app.get(
    '/api/tickets/:token',
    {
      schema: {
        tags: ['registrations'],
        summary: '참석자 티켓',
        description:
          'One attendee’s ticket, opened by its private link (no login: the random token is the key): session, place, schedule, the attendee, their own barcode, whether they were admitted, and calendar links. 404 for an unknown link or a registration not 등록완료; 410 once the attendee was cancelled.',
        params: tokenParams,
        response: { 200: apiEnvelope(attendeeTicketSchema), ...refusals(404, 410) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return ok(await getAttendeeTicket({ db, token: request.params.token, publicUrl }));
    },
  );

  app.get(
    '/api/tickets/:token/barcode.png',
    {
      schema: {
        tags: ['registrations'],
        summary: '참석자 바코드 이미지',
        description:
          'A PNG of the Code 128 barcode of one attendee, by the ticket’s private link. 404 / 410 as the ticket.',
        params: tokenParams,
        response: refusals(404, 410),
      },
    },
    async (request, reply) => {
      const png = await drawBarcodePng(await attendeeTicketBarcode(db, request.params.token));
      // Not kept: a cancelled attendee's barcode must stop showing at once.
      return reply
        .type('image/png')
        .header('cache-control', 'private, no-store')
        .send(png as never);
    },
  );

  app.get(
    '/api/tickets/:token/calendar.ics',
    {
      schema: {
        tags: ['registrations'],
        summary: '참석자 캘린더 파일',
        description:
          'The iCalendar file (RFC 5545) of one attendee’s ticket, by its private link. 404 while the session has no first day; 404 / 410 as the ticket.',
        params: tokenParams,
        response: refusals(404, 410),
      },
    },
    async (request, reply) => {
      const ics = await attendeeCalendarFile({ db, token: request.params.token, publicUrl });
      return calendarReply(reply, ics, 'conference-ticket.ics');
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
        response: refusals(401, 403, 404),
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
        response: { 200: apiEnvelope(onlineMeetingSchema), ...refusals(401, 403, 404) },
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
