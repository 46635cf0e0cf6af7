import {
  apiEnvelope,
  directUploadFinishSchema,
  directUploadRequestSchema,
  directUploadSchema,
  mallUploadedSchema,
} from '@edu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../../platform/auth';
import { ok, refusals } from '../../../platform/http/envelope';
import type { FileStorage } from '../../storage';
import { finishDirectUpload, startDirectUpload } from './direct-content-upload';

const tags = ['admin'];
const uploadRefusals = refusals(400, 401, 403);

/** A content's files sent by the page straight to the bucket, then checked (issue 30). Administrators only. */
export const directUploadAdminRoutes: FastifyPluginAsyncZod<{ storage: FileStorage }> = async (
  app,
  { storage },
) => {
  app.post(
    '/api/admin/mall/uploads/direct',
    {
      schema: {
        tags,
        summary: '콘텐츠 파일 직접 올리기 시작',
        description:
          'For a content’s file (≤ 200 MB, refused above before anything is sent): with STORAGE_URL=s3://…, a signed address valid 15 minutes to PUT exactly the declared number of bytes to, under a fresh incoming/ key; on local storage `multipart` (upload through POST /api/admin/mall/uploads?purpose=content).',
        body: directUploadRequestSchema,
        response: { 200: apiEnvelope(directUploadSchema), ...uploadRefusals },
      },
    },
    async (request) => {
      await requireAdmin(request);
      return ok(await startDirectUpload(storage, request.body));
    },
  );

  app.post(
    '/api/admin/mall/uploads/direct/finish',
    {
      schema: {
        tags,
        summary: '콘텐츠 파일 직접 올리기 마침',
        description:
          'Checks what was PUT to the key as a content’s upload is checked (≤ 200 MB; a picture, sound, video, PDF, office or 한글 document or zip by its first bytes), moves it to a private key and answers as POST /api/admin/mall/uploads?purpose=content does. A file that fails is deleted.',
        body: directUploadFinishSchema,
        response: { 200: apiEnvelope(mallUploadedSchema), ...uploadRefusals },
      },
    },
    async (request) => {
      const actor = await requireAdmin(request);
      const uploaded = await finishDirectUpload(storage, request.body);
      request.log.info(
        { actor: actor.memberIdx, bytes: uploaded.bytes },
        'mall content file stored (direct)',
      );
      return ok(uploaded);
    },
  );
};
