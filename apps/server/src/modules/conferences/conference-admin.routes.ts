import { apiEnvelope } from '@edu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../../platform/audit';
import { requireAdmin } from '../../platform/auth';
import type { Db } from '../../platform/db/database';
import { badRequest, notFound } from '../../platform/http/app-error';
import { ok, refusals } from '../../platform/http/envelope';
import { idParam } from '../../platform/http/id-param';
import type { FileStorage } from '../storage';
import {
  adminConferenceSchema,
  adminConferenceSummarySchema,
  adminDetailRowSchema,
  saveConferenceBodySchema,
  conferenceAdminMessages as texts,
} from './conference-admin-contract';
import {
  findConferenceForAdmin,
  listConferencesForAdmin,
  listDetailRowsForAdmin,
} from './conference-admin-read';
import type { ConferenceCatalog } from './conference-catalog';
import { saveConference } from './save-conference';
import { readContentImage } from './save-conference-content-image';
import { storeConferenceImage } from './save-conference-images';

const saveRefusals = refusals(400, 401, 403, 404, 409);
const idParams = idParam('idx');
/** The thumbnail travels base64 inside the JSON (spec §7), so these two calls take more than the 1 MB default. */
const saveBodyLimit = 12 * 1024 * 1024;

/** Administrators create and edit conferences, their sessions and departments (spec §2 Admin area). */
export const conferenceAdminRoutes: FastifyPluginAsyncZod<{
  db: Db;
  catalog: ConferenceCatalog;
  storage: FileStorage;
  /** Told after a conference was saved (a raised limit may free seats for its waiting lists). */
  afterSave?: (conferenceIdx: number) => Promise<void>;
}> = async (app, { db, catalog, storage, afterSave }) => {
  app.get(
    '/api/admin/conferences',
    {
      schema: {
        tags: ['admin'],
        summary: '컨퍼런스 목록 (관리자)',
        description:
          'Every conference, hidden ones too, newest first, with session and department counts and seat totals (administrators only).',
        response: { 200: apiEnvelope(z.array(adminConferenceSummarySchema)), ...refusals(401, 403) },
      },
    },
    async (_request) => {
      return ok(await listConferencesForAdmin(db));
    },
  );

  app.get(
    '/api/admin/conference/:idx',
    {
      schema: {
        tags: ['admin'],
        summary: '컨퍼런스 편집 정보',
        description:
          'Everything the edit form changes: fields, settings, and sessions grouped by number with their departments (administrators only).',
        params: idParams,
        response: { 200: apiEnvelope(adminConferenceSchema), ...refusals(401, 403, 404) },
      },
    },
    async (request) => {
      const conference = await findConferenceForAdmin(db, request.params.idx);
      if (!conference) throw notFound(texts.notFound);
      return ok(conference);
    },
  );

  app.get(
    '/api/conference/detail/list/:conferenceId',
    {
      schema: {
        tags: ['admin'],
        summary: '컨퍼런스 세션 목록',
        description:
          'Every session row of a conference, hidden and unreleased ones too, in display order (administrators only; visitors read GET /api/conference/{idx}).',
        params: idParam('conferenceId'),
        response: {
          200: apiEnvelope(z.array(adminDetailRowSchema)),
          ...refusals(401, 403, 404),
        },
      },
    },
    async (request) => {
      const rows = await listDetailRowsForAdmin(db, request.params.conferenceId);
      if (!rows) throw notFound(texts.notFound);
      return ok(rows);
    },
  );

  app.post(
    '/api/conference',
    {
      bodyLimit: saveBodyLimit,
      schema: {
        tags: ['admin'],
        summary: '컨퍼런스 생성',
        description:
          'Creates a conference with its sessions (numbered 1..n in order) and departments; every field is needed, the thumbnail included (command update). Contents are sanitised. Answers the new idx.',
        body: saveConferenceBodySchema,
        response: { 200: apiEnvelope(z.number().int()), ...saveRefusals },
      },
    },
    async (request) => {
      const actor = await requireAdmin(request);
      const idx = await saveConference({ db, storage, actor, body: request.body });
      catalog.invalidate();
      return ok(idx, texts.created);
    },
  );

  app.put(
    '/api/conference/:idx',
    {
      bodyLimit: saveBodyLimit,
      schema: {
        tags: ['admin'],
        summary: '컨퍼런스 수정',
        description:
          'Saves the whole form of conference {idx}. Departments with an idx are updated, new ones added, missing ones deleted (refused with 409 when anyone registered); a limit below the seats taken is refused with 409. Settings left out stay as they are; command update|delete changes the thumbnail, absent keeps it.',
        params: idParams,
        body: saveConferenceBodySchema,
        response: { 200: apiEnvelope(z.number().int()), ...saveRefusals },
      },
    },
    async (request) => {
      const actor = await requireAdmin(request);
      const idx = await saveConference({ db, storage, actor, body: request.body, idx: request.params.idx });
      await afterSave?.(idx);
      catalog.invalidate();
      return ok(idx, texts.updated);
    },
  );

  app.post(
    '/api/conference/content-image',
    {
      schema: {
        tags: ['admin'],
        summary: '본문 이미지 업로드',
        description:
          'multipart/form-data with one image file (jpeg, png, gif or webp by its bytes, at most 5 MB) for the rich-text editor; answers its public path in contents and err_msg "success".',
        consumes: ['multipart/form-data'],
        response: { 200: apiEnvelope(z.string()), ...refusals(400, 401, 403) },
      },
    },
    async (request) => {
      const actor = await requireAdmin(request);
      if (!request.isMultipart()) throw badRequest(texts.imageType);
      const image = await readContentImage(request);
      const path = await storeConferenceImage(storage, 'contents', image.data, image.type);
      await recordAudit(db, actor, {
        action: 'conference.content-image',
        target: `upload:${path}`.slice(0, 100),
        summary: '컨퍼런스 본문 이미지 업로드',
        details: { path, bytes: image.data.length },
      });
      return ok(path, 'success');
    },
  );
};
