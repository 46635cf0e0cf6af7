import {
  apiEnvelope,
  moveOptionsSchema,
  moveRecordsSchema,
  moveRequestSchema,
  moveResultSchema,
} from '@edu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../../platform/auth';
import { ok, refusals } from '../../platform/http/envelope';
import { idParam } from '../../platform/http/id-param';
import { listMoves } from './list-moves';
import { moveRegistration, readMoveOptions } from './move-registration';
import type { MoveRouteOptions } from './moves.routes';
import { retryMoveRefund } from './retry-move-refund';

/** An administrator moves a member's registration to another session for them (audited). */
export const moveAdminRoutes: FastifyPluginAsyncZod<MoveRouteOptions> = async (app, options) => {
  const { db } = options;
  app.get(
    '/api/admin/registrations/:idx/move-options',
    {
      schema: {
        tags: ['admin'],
        summary: '세션 변경 선택지 (관리자)',
        description: 'Like the member’s move options, for any registration {idx} (administrators only).',
        params: idParam('idx'),
        response: { 200: apiEnvelope(moveOptionsSchema), ...refusals(401, 403, 404) },
      },
    },
    async (request) => {
      const actor = await requireAdmin(request);
      return ok(await readMoveOptions({ db, registrationIdx: request.params.idx, caller: { admin: actor } }));
    },
  );

  app.post(
    '/api/admin/registrations/:idx/move',
    {
      schema: {
        tags: ['admin'],
        summary: '다른 세션으로 변경 (관리자)',
        description:
          'Moves attendees of registration {idx} for its member, with the member’s checks and outcomes (a dearer move waits for the member to pay the difference); written to the audit log (administrators only).',
        params: idParam('idx'),
        body: moveRequestSchema,
        response: {
          200: apiEnvelope(moveResultSchema),
          ...refusals(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const actor = await requireAdmin(request);
      const result = await moveRegistration({
        ...options,
        registrationIdx: request.params.idx,
        caller: { admin: actor },
        request: request.body,
        log: request.log,
        onSeatsChanged: () => options.catalog.invalidate(),
      });
      request.log.info(
        { moveIdx: result.moveIdx, status: result.status, admin: actor.memberIdx },
        'registration moved by an administrator',
      );
      return ok(result, result.message);
    },
  );

  app.post(
    '/api/admin/registrations/moves/:moveIdx/refund',
    {
      schema: {
        tags: ['admin'],
        summary: '세션 변경 차액 환불 재요청',
        description:
          'Asks again for the difference of cheaper move {moveIdx} whose refund the provider refused (same refund key: never paid twice); audited (administrators only). 409 when there is nothing to refund again.',
        params: idParam('moveIdx'),
        response: {
          200: apiEnvelope(z.object({ refundStatus: z.enum(['done', 'refused', 'in_doubt']) })),
          ...refusals(401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const actor = await requireAdmin(request);
      const result = await retryMoveRefund({ ...options, moveIdx: request.params.moveIdx, actor });
      return ok({ refundStatus: result.refundStatus }, result.message);
    },
  );

  app.get(
    '/api/admin/registrations/:idx/moves',
    {
      schema: {
        tags: ['admin'],
        summary: '세션 변경 내역 (관리자)',
        description:
          'The moves registration {idx} took part in, from or to, newest first (administrators only).',
        params: idParam('idx'),
        response: { 200: apiEnvelope(moveRecordsSchema), ...refusals(401, 403) },
      },
    },
    async (request) => ok(await listMoves(db, { registrationIdx: request.params.idx })),
  );
};
