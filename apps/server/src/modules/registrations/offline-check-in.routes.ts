import {
  apiEnvelope,
  checkInConflictSchema,
  checkInSessionSchema,
  checkInSyncAnswerSchema,
  checkInSyncRequestSchema,
  limits,
  scanListSchema,
} from '@edu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireLevel } from '../../platform/auth';
import type { Db } from '../../platform/db/database';
import { ok, refusals } from '../../platform/http/envelope';
import { listCheckInConflicts, listCheckInSessions, scanListOf, syncCheckIns } from './offline-check-in';

const deskRefusals = refusals(400, 401, 403, 404);
const params = z.object({ detailIdx: z.coerce.number().int().positive() });
const prefix = '/api/register/conference/check-in';

/**
 * The offline check-in desk (/barcodeVerify installed as an app): staff (level 5) and administrators
 * only. Scan lists and sync answers are never cached (the device keeps its own copy in IndexedDB).
 */
export const offlineCheckInRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith(prefix)) reply.header('cache-control', 'private, no-store');
  });

  app.get(
    `${prefix}/sessions`,
    {
      schema: {
        tags: ['check-in'],
        summary: '입장 준비할 세션',
        description: 'Sessions with completed registrations, the latest first, for a desk to download.',
        response: { 200: apiEnvelope(z.array(checkInSessionSchema)), ...deskRefusals },
      },
    },
    async (request) => {
      await requireLevel(request, limits.staffLevel);
      return ok(await listCheckInSessions(db));
    },
  );

  app.get(
    `${prefix}/sessions/:detailIdx/scan-list`,
    {
      schema: {
        tags: ['check-in'],
        summary: '오프라인 입장 명단',
        description:
          'The session’s scan list for a desk going offline: each attendee’s own barcode, name, church, registration idx, cancelled flag and admission time — nothing more.',
        params,
        response: { 200: apiEnvelope(scanListSchema), ...deskRefusals },
      },
    },
    async (request) => {
      await requireLevel(request, limits.staffLevel);
      return ok(await scanListOf(db, request.params.detailIdx));
    },
  );

  app.post(
    `${prefix}/sync`,
    {
      schema: {
        tags: ['check-in'],
        summary: '오프라인 입장 동기화',
        description:
          'Applies a device’s queued admissions in order, each once per clientEventId. The first admission to reach the server wins; each answer is admitted, already (with the time and device that won; listed in 충돌 내역), cancelled or unknown.',
        body: checkInSyncRequestSchema,
        response: { 200: apiEnvelope(z.array(checkInSyncAnswerSchema)), ...deskRefusals },
      },
    },
    async (request) => {
      const staff = await requireLevel(request, limits.staffLevel);
      const answers = await syncCheckIns(db, request.body.deviceId, request.body.admissions);
      request.log.info(
        { deviceId: request.body.deviceId, staff: staff.memberIdx, results: answers.map((a) => a.result) },
        'offline check-ins synced',
      );
      return ok(answers);
    },
  );

  app.get(
    `${prefix}/sessions/:detailIdx/conflicts`,
    {
      schema: {
        tags: ['check-in'],
        summary: '충돌 내역',
        description:
          'Admissions of the session that reached the server after another device’s, the latest first.',
        params,
        response: { 200: apiEnvelope(z.array(checkInConflictSchema)), ...deskRefusals },
      },
    },
    async (request) => {
      await requireLevel(request, limits.staffLevel);
      return ok(await listCheckInConflicts(db, request.params.detailIdx));
    },
  );
};
