import { accountMessages, apiEnvelope, joinTypeSchema, limits } from '@edu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { ok } from '../../platform/http/envelope';
import { adminUpdateMember } from './admin-update-member';
import { requireLevel } from './auth.plugin';
import { listMembers } from './list-members';

const refusal = apiEnvelope(z.null());

const memberPageSchema = z.object({
  pageInfo: z.object({ page: z.number().int(), size: z.number().int(), total: z.number().int() }),
  list: z.array(
    z.object({
      idx: z.number().int(),
      uid: z.string(),
      name: z.string(),
      phone: z.string().describe('digits only'),
      email: z.string(),
      level: z.number().int().describe('1 restricted, 2 member, 5 staff, 10 administrator'),
      status: z.string().describe('active or withdrawn'),
      withdrawn: z.boolean().describe('withdrawn members are anonymised and cannot be edited'),
      created_date: z.string(),
      last_logindate: z.string().nullable(),
      joinType: z.array(joinTypeSchema),
    }),
  ),
});

const memberEditSchema = z.object({
  name: z.string().max(50).optional(),
  phone: z.string().max(30).optional(),
  email: z.string().max(200).optional(),
  level: z.number().int().optional().describe('1 to 10; left out keeps the level'),
});

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
        querystring: z.object({
          searchType: z.enum(['name', 'phone', 'email']).default('name'),
          search: z.string().max(100).optional(),
          page: z.coerce.number().int().min(1).max(10_000).default(1),
        }),
        response: { 200: apiEnvelope(memberPageSchema), 401: refusal, 403: refusal },
      },
    },
    async (request) => {
      await requireLevel(request, limits.adminLevel);
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
        params: z.object({ idx: z.coerce.number().int().positive() }),
        body: memberEditSchema,
        response: {
          200: apiEnvelope(z.null()),
          400: refusal,
          401: refusal,
          403: refusal,
          404: refusal,
          409: refusal,
        },
      },
    },
    async (request) => {
      const actor = await requireLevel(request, limits.adminLevel);
      await adminUpdateMember({ db, actor, memberIdx: request.params.idx, edit: request.body });
      request.log.info({ memberIdx: request.params.idx }, 'member updated by an administrator');
      return { err_code: 0, err_msg: accountMessages.profileUpdated, contents: null };
    },
  );
};
