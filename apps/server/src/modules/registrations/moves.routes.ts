import {
  apiEnvelope,
  moveMessages,
  moveOptionsSchema,
  moveRecordsSchema,
  moveRequestSchema,
  moveResultSchema,
} from '@edu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireMember } from '../../platform/auth';
import type { Db } from '../../platform/db/database';
import { ok, refusals } from '../../platform/http/envelope';
import { idParam } from '../../platform/http/id-param';
import type { ConferenceCatalog } from '../conferences';
import type { Messaging } from '../messaging';
import type { Payments } from '../payments';
import { listMoves } from './list-moves';
import { moveRegistration, readMoveOptions } from './move-registration';

export type MoveRouteOptions = {
  db: Db;
  payments: Pick<Payments, 'refund'>;
  messaging: Messaging;
  catalog: Pick<ConferenceCatalog, 'invalidate'>;
  publicUrl: string;
};

/** A member moves attendees of their paid registration to another session (다른 세션으로 변경). */
export const moveRoutes: FastifyPluginAsyncZod<MoveRouteOptions> = async (app, options) => {
  const { db } = options;
  app.get(
    '/api/registrations/:idx/move-options',
    {
      schema: {
        tags: ['registrations'],
        summary: '세션 변경 선택지',
        description:
          'For the caller’s registration {idx}: its live attendees (checked-in ones marked), the other departments of the same conference that are shown and not started, with seats left and the price difference per attendee, and `refusal`, the reason no move is possible now (null when one is).',
        params: idParam('idx'),
        response: { 200: apiEnvelope(moveOptionsSchema), ...refusals(401, 403, 404) },
      },
    },
    async (request) => {
      const member = await requireMember(request, moveMessages.loginRequired);
      return ok(
        await readMoveOptions({
          db,
          registrationIdx: request.params.idx,
          caller: { memberIdx: member.memberIdx },
        }),
      );
    },
  );

  app.post(
    '/api/registrations/:idx/move',
    {
      schema: {
        tags: ['registrations'],
        summary: '다른 세션으로 변경',
        description:
          'Moves the attendees `attendeeIdxs` of the caller’s 등록완료 registration {idx} to department `targetDetailIdx` of the same conference, within the cancel period. Seats are taken there and given back here in one transaction. Dearer: answers 결제대기 and the target registration, whose `payAmount` is paid through the usual payment window (POST /api/payment/pay/{device} with its idx); the move completes with the payment. Equal: 완료. Cheaper: 완료 and the difference refunded from the original payment (`refundStatus`). Refusals in order: 401, 404/403 not the caller’s, 400 not 등록완료, 409 a cancel or a move pending, 400 cancel period over, 400 no/same/unknown/started target, 400 no or wrong attendees, 400 checked in, 400 refund account missing (virtual account), 403 no room.',
        params: idParam('idx'),
        body: moveRequestSchema,
        response: {
          200: apiEnvelope(moveResultSchema),
          ...refusals(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const member = await requireMember(request, moveMessages.loginRequired);
      const result = await moveRegistration({
        ...options,
        registrationIdx: request.params.idx,
        caller: { memberIdx: member.memberIdx },
        request: request.body,
        log: request.log,
        onSeatsChanged: () => options.catalog.invalidate(),
      });
      request.log.info({ moveIdx: result.moveIdx, status: result.status }, 'registration moved');
      return ok(result, result.message);
    },
  );

  app.get(
    '/api/registrations/moves/mine',
    {
      schema: {
        tags: ['registrations'],
        summary: '내 세션 변경 내역',
        description: 'The moves of the caller’s registrations, newest first (at most 100).',
        response: { 200: apiEnvelope(moveRecordsSchema), ...refusals(401) },
      },
    },
    async (request) => {
      const member = await requireMember(request, moveMessages.loginRequired);
      return ok(await listMoves(db, { memberIdx: member.memberIdx }));
    },
  );
};
