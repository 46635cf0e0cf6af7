import {
  accountMessages,
  apiEnvelope,
  memberEditSchema,
  memberListQuerySchema,
  memberPageSchema,
} from '@edu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../../platform/auth';
import type { Db } from '../../platform/db/database';
import { ok, refusals } from '../../platform/http/envelope';
import { idParam } from '../../platform/http/id-param';
import { adminUpdateMember } from './admin-update-member';
import { listMembers } from './list-members';

/** Administrators list members and correct their details (spec §2 member list). */
export const memberAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/members',
    {
      schema: {
        tags: ['admin'],
        summary: '회원 목록',
        description:
          'Administrators only: members newest first, 30 a page. `searchType` name (name or id), phone or email with `search`.',
        querystring: memberListQuerySchema,
        response: { 200: apiEnvelope(memberPageSchema), ...refusals(401, 403) },
      },
    },
    async (request) => {
      return ok(await listMembers(db, request.query));
    },
  );

  app.put(
    '/api/member/:idx',
    {
      schema: {
        tags: ['admin'],
        summary: '회원정보 수정 (관리자)',
        description:
          'Administrators only: name, phone (10–11 digits), email and level of member {idx}, audit-logged. A member edits their own profile through PUT /api/member/update. 409 for a withdrawn member or a phone another member holds.',
        params: idParam('idx'),
        body: memberEditSchema,
        response: {
          200: apiEnvelope(z.null()),
          ...refusals(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const actor = await requireAdmin(request);
      await adminUpdateMember({ db, actor, memberIdx: request.params.idx, edit: request.body });
      request.log.info({ memberIdx: request.params.idx }, 'member updated by an administrator');
      return ok(null, accountMessages.profileUpdated);
    },
  );
};
