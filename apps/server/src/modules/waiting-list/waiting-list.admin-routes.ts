import {
  adminWaitingDepartmentSchema,
  adminWaitingListSchema,
  apiEnvelope,
  waitingListSettingsSchema,
} from '@edu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../../platform/auth';
import type { Db } from '../../platform/db/database';
import { ok, refusals } from '../../platform/http/envelope';
import { idParam } from '../../platform/http/id-param';
import type { ConferenceCatalog } from '../conferences';
import type { Messaging } from '../messaging';
import { moveEntry, removeEntry } from './manage-entries';
import { listDepartmentEntries, listWaitingDepartments } from './read-waiting-list';
import { getWaitingListSettings, saveWaitingListSettings } from './waiting-list-settings';

/** The waiting lists for administrators: per department, reorder, remove, offer states, offer validity. */
export const waitingListAdminRoutes: FastifyPluginAsyncZod<{
  db: Db;
  messaging: Messaging;
  catalog: ConferenceCatalog;
}> = async (app, { db, messaging, catalog }) => {
  app.get(
    '/api/admin/waiting-list',
    {
      schema: {
        summary: '대기 명단이 있는 부서',
        description:
          'Departments that have (or had) a waiting list, with entries waiting, entries holding an offer and the seats held.',
        response: { 200: apiEnvelope(z.array(adminWaitingDepartmentSchema)), ...refusals(401, 403) },
      },
    },
    async () => ok(await listWaitingDepartments(db)),
  );

  app.get(
    '/api/admin/waiting-list/:idx',
    {
      schema: {
        summary: '부서별 대기 명단',
        description:
          'The waiting list of session department {idx}: live entries in order (대기, 제안중), then ended ones, each with its latest offer and its state.',
        params: idParam('idx'),
        response: { 200: apiEnvelope(adminWaitingListSchema), ...refusals(401, 403, 404) },
      },
    },
    async (request) => ok(await listDepartmentEntries(db, request.params.idx)),
  );

  app.post(
    '/api/admin/waiting-list/entries/:idx/move',
    {
      schema: {
        summary: '대기 순서 변경',
        description: 'Moves live entry {idx} one place up or down its department’s list.',
        params: idParam('idx'),
        body: z.object({ direction: z.enum(['up', 'down']) }),
        response: {
          200: apiEnvelope(z.null()),
          ...refusals(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const actor = await requireAdmin(request);
      await moveEntry({ db, entryIdx: request.params.idx, direction: request.body.direction, actor });
      return ok(null);
    },
  );

  app.delete(
    '/api/admin/waiting-list/entries/:idx',
    {
      schema: {
        summary: '대기 신청 삭제',
        description:
          'Removes live entry {idx} from its list; seats held for its offer are offered to the next entry that fits.',
        params: idParam('idx'),
        response: { 200: apiEnvelope(z.null()), ...refusals(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const actor = await requireAdmin(request);
      const ids = await removeEntry({ db, entryIdx: request.params.idx, actor });
      catalog.invalidate();
      await messaging.dispatch(ids);
      return ok(null, '삭제했습니다.');
    },
  );

  app.get(
    '/api/admin/waiting-list-settings',
    {
      schema: {
        summary: '대기 자리 제안 설정',
        description: 'How many hours an offer holds its seats (site-wide; 24 unless changed).',
        response: { 200: apiEnvelope(waitingListSettingsSchema), ...refusals(401, 403) },
      },
    },
    async () => ok(await getWaitingListSettings(db)),
  );

  app.put(
    '/api/admin/waiting-list-settings',
    {
      schema: {
        summary: '대기 자리 제안 설정 저장',
        description: `Sets how many hours an offer holds its seats (1 to 168), for offers made from now on.`,
        body: waitingListSettingsSchema,
        response: { 200: apiEnvelope(waitingListSettingsSchema), ...refusals(400, 401, 403) },
      },
    },
    async (request) => {
      const actor = await requireAdmin(request);
      return ok(
        await saveWaitingListSettings({ db, offerHours: request.body.offerHours, actor }),
        '저장했습니다.',
      );
    },
  );
};
