import {
  adminBoardListSchema,
  apiEnvelope,
  type BoardId,
  boardSettingsSchema,
  boardTitles,
  communityMessages as texts,
} from '@edu/shared';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../../platform/audit';
import { requireAdmin } from '../../platform/auth';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/http/app-error';
import { ok, refusals } from '../../platform/http/envelope';
import { boards } from './community.tables';

const boardParams = z.object({ boardId: z.coerce.number().int().positive().max(100) });

/** The boards' settings for administrators: who may download each board's attachments. */
export const communityAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/admin/boards',
    {
      schema: {
        tags: ['admin'],
        summary: '게시판 설정 목록',
        description: 'Every board with who may download its attachments (administrators only).',
        response: { 200: apiEnvelope(adminBoardListSchema), ...refusals(401, 403) },
      },
    },
    async (_request) => {
      const rows = await db
        .select({ boardId: boards.boardId, access: boards.attachmentAccess })
        .from(boards)
        .orderBy(asc(boards.boardId));
      return ok(
        rows.map((row) => ({
          boardId: row.boardId,
          title: boardTitles[row.boardId as BoardId] ?? '',
          attachmentAccess: row.access === 'members' ? ('members' as const) : ('readers' as const),
        })),
      );
    },
  );

  app.put(
    '/api/admin/boards/:boardId',
    {
      schema: {
        tags: ['admin'],
        summary: '게시판 설정 저장',
        description:
          'Who may download the board’s attachments: readers (whoever may read the post) or members (logged-in members only). Administrators only; audited.',
        params: boardParams,
        body: boardSettingsSchema,
        response: { 200: apiEnvelope(z.null()), ...refusals(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const actor = await requireAdmin(request);
      const { boardId } = request.params;
      const { attachmentAccess } = request.body;
      await db.transaction(async (tx) => {
        const updated = await tx
          .update(boards)
          .set({ attachmentAccess })
          .where(eq(boards.boardId, boardId))
          .returning({ boardId: boards.boardId });
        if (updated.length === 0) throw notFound();
        await recordAudit(tx, actor, {
          action: 'board.attachment_access',
          target: `board:${boardId}`,
          summary: `${boardTitles[boardId as BoardId] ?? boardId} 첨부파일: ${attachmentAccess === 'members' ? '회원만' : '누구나'}`,
        });
      });
      return ok(null, texts.attachmentAccessSaved);
    },
  );
};
