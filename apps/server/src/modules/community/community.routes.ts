import {
  commentCreateSchema,
  communityLimits,
  limits,
  newApiEnvelope,
  newApiErrorSchema,
  postDetailSchema,
  postEditSchema,
  postListQuerySchema,
  postListSchema,
  postSavedSchema,
  postSaveReasonSchema,
  communityMessages as texts,
} from '@edu/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireMember } from '../../platform/auth';
import { createKeyedMicroCache } from '../../platform/cache/micro-cache';
import type { Db } from '../../platform/db/database';
import { badRequest, forbidden, unauthorized } from '../../platform/http/app-error';
import { newApiRefusals, okNew, sendSerialized } from '../../platform/http/envelope';
import { idParam } from '../../platform/http/id-param';
import { sendDownload } from '../../platform/http/send-download';
import { perCredential } from '../accounts';
import type { FileStorage } from '../storage';
import { addComment } from './add-comment';
import type { Reader } from './community.policy';
import { deleteComment } from './delete-comment';
import { deletePost } from './delete-post';
import { downloadAttachment } from './download-attachment';
import { getPost } from './get-post';
import { listPosts } from './list-posts';
import { checkPostImage, storeEditorImage } from './post-images';
import { readImageUpload, readPostForm } from './read-upload';
import { recordPostView } from './record-post-view';
import { checkPostForm, savePost } from './save-post';

const tags = ['community'];
/** The save's refusal: with `reasons` when fields are missing (message = the first reason's text). */
const saveRefusal = newApiErrorSchema.extend({ reasons: z.array(postSaveReasonSchema).optional() });
const commentSchema = postDetailSchema.shape.comments.element;
const postIdParams = idParam('postId');
/** A list call's parameters other than "my posts": what a visitor's page is cached by. */
type ListQuery = Omit<z.infer<typeof postListQuerySchema>, 'memberIdx'>;
const commentIdParams = idParam('commentId');

async function readerOf(request: FastifyRequest): Promise<Reader> {
  const account = await request.authenticate();
  return account ? { memberIdx: account.memberIdx, level: account.level } : null;
}

/** The post a successful view answered, counted once the answer is sent. */
const viewed = new WeakMap<FastifyRequest, { postId: number; memberIdx: number | null }>();

/** The community boards: lists, posts, the editor's images and comments (spec §2 Community, §7 /new_api/post*). */
export const communityRoutes: FastifyPluginAsyncZod<{ db: Db; storage: FileStorage }> = async (
  app,
  { db, storage },
) => {
  // What visitors see of a page does not depend on who they are: ready JSON per page for 2 s (like the
  // conference list), emptied by every write in this process.
  const visitorPages = createKeyedMicroCache({
    ttlMs: 2000,
    maxKeys: 500,
    load: async (query: string) =>
      JSON.stringify(okNew(await listPosts({ db, reader: null, ...(JSON.parse(query) as ListQuery) }))),
  });
  const changed = () => visitorPages.invalidate();
  app.get(
    '/new_api/post/list',
    {
      schema: {
        tags,
        summary: '게시글 목록',
        description:
          'A page of 12 posts of a board (boardId 1 notices, 2 free board, 3 Q&A, 4 webzine; absent or 0 = all). Pinned posts come first with seq null (they fill the top of page 1 only), then the newest; seq counts down from the total (total − offset − index). searchType title | content | titleContent | author (member name) with searchText; content is searched as text, without tags. Another member’s secret post is listed with canRead false, postTitle "비밀글입니다." and no thumbnail, and is never matched by its title or content (staff level 5+, administrators and the author see it). memberIdx = "my posts": only the caller’s own idx (401 visitor, 403 another idx).',
        querystring: postListQuerySchema,
        response: { 200: newApiEnvelope(postListSchema), ...newApiRefusals(401, 403) },
      },
    },
    async (request, reply) => {
      const reader = await readerOf(request);
      const { memberIdx, ...query } = request.query;
      if (memberIdx !== undefined) {
        if (!reader) throw unauthorized();
        if (reader.memberIdx !== memberIdx) throw forbidden();
      }
      if (!reader) return sendSerialized(reply, await visitorPages.get(JSON.stringify(query)));
      return okNew(await listPosts({ db, reader, ...query, authorIdx: memberIdx }));
    },
  );

  app.get(
    '/new_api/post/:postId',
    {
      schema: {
        tags,
        summary: '게시글 보기',
        description:
          'The post (sanitised HTML) with its comments not deleted, oldest first, canEdit / canDelete for the caller. A secret post is for its author, staff (level 5+) and administrators: anyone else gets code "032" "열람 권한이 없습니다." (HTTP 403). Hits count once per viewer (member, or visitor by a daily-salted hash of address and browser) per post per Korean day, after the answer is sent.',
        params: postIdParams,
        querystring: z.object({
          purpose: z
            .enum(['view', 'edit'])
            .default('view')
            .describe('edit = read for the write page: not a view'),
        }),
        response: { 200: newApiEnvelope(postDetailSchema), ...newApiRefusals(403, 404) },
      },
      // Counting the view is a write; it waits until the answer is out and never fails the read.
      onResponse: async (request) => {
        const view = viewed.get(request);
        if (!view) return;
        try {
          await recordPostView({
            db,
            ...view,
            address: request.ip,
            userAgent: request.headers['user-agent'],
          });
        } catch (error) {
          request.log.error({ err: error, postId: view.postId }, 'post view not counted');
        }
      },
    },
    async (request) => {
      const reader = await readerOf(request);
      const detail = await getPost({ db, reader, postId: request.params.postId });
      if (request.query.purpose === 'view')
        viewed.set(request, { postId: detail.post.postId, memberIdx: reader?.memberIdx ?? null });
      return okNew(detail);
    },
  );

  app.post(
    '/new_api/post/edit',
    {
      schema: {
        tags,
        summary: '게시글 저장',
        description:
          'multipart/form-data: a `json` part (postId absent = new post, boardId, postTitle, postContent HTML, isSecret, isPin, postImageCommand UPDATE | DELETE | null, removeAttachmentIds of an edit), an optional `thumbnail` file and up to 5 `attachments` files (each ≤ 50 MB; 한글 HWP/HWPX, PDF, DOC/DOCX, XLS/XLSX, PPT/PPTX, JPG/PNG/GIF/WebP, ZIP — the name’s extension must fit the bytes; "첨부파일은 5개까지 올릴 수 있습니다." counting the files kept). Attachments are stored privately and downloaded through GET /new_api/post/attachment/{attachmentId}. Checks in order: login (401); then every missing field at once as HTTP 400 with `reasons` in the order board ("게시판을 선택해주세요."), title ("게시글 제목을 입력해 주세요."), content ("게시글 내용을 입력해 주세요."; HTML showing nothing counts as missing) and message = the first reason; then permissions (403): boards 1 and 4 level 10, boards 2 and 3 level 2+; isPin only level 10; edits by the author or level 10 (the board of an edit stays as stored). Content is sanitised (allow-list). Board 4 only: UPDATE with a file stores a JPEG/PNG/GIF/WebP (by content, ≤ 10 MB) cut to 7:10 and at most 700×1000 without metadata; DELETE removes it; otherwise it stays. Answers data.postId with "게시글이 등록되었습니다.".',
        consumes: ['multipart/form-data'],
        response: {
          200: newApiEnvelope(postSavedSchema),
          400: saveRefusal,
          ...newApiRefusals(401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const member = await requireMember(request);
      const { json, thumbnail, attachments } = await readPostForm(request);
      const parsed = postEditSchema.safeParse(json);
      if (!parsed.success) throw badRequest();
      const checked = checkPostForm(parsed.data);
      if (!('form' in checked)) {
        const [first] = checked.reasons;
        return reply
          .code(400)
          .send({ code: '400', message: first?.message ?? '', data: null, reasons: checked.reasons });
      }
      const postId = await savePost({
        db,
        storage,
        author: member,
        form: checked.form,
        thumbnail,
        attachments,
        log: request.log,
      });
      request.log.info({ postId, edit: checked.form.postId !== undefined }, 'post saved');
      changed();
      return okNew({ postId }, texts.saved);
    },
  );

  app.get(
    '/new_api/post/attachment/:attachmentId',
    {
      // Per address: a class downloading the week's materials, not a scraper emptying the library.
      config: { rateLimit: { max: 120, timeWindow: '10 minutes' } },
      schema: {
        tags,
        summary: '첨부파일 다운로드',
        description:
          'Streams a post’s attachment under its uploaded name (RFC 5987 filename*) and counts the download. Only for those who may read the post (a secret post’s file answers code "032", 403); on a board whose files are for members (the Hana Bible library by default), a visitor gets 401 "로그인한 회원만 첨부파일을 내려받을 수 있습니다.". 404 "첨부파일을 찾을 수 없습니다.".',
        params: idParam('attachmentId'),
        response: newApiRefusals(401, 403, 404, 429),
      },
    },
    async (request, reply) => {
      const reader = await readerOf(request);
      const file = await downloadAttachment({
        db,
        storage,
        reader,
        attachmentId: request.params.attachmentId,
      });
      return sendDownload(reply, { name: file.fileName, stream: file.stream, bytes: file.bytes });
    },
  );

  app.post(
    '/new_api/post/desc-image/new',
    {
      // Per address: plenty for writing posts, not for filling the disk.
      config: { rateLimit: { max: 60, timeWindow: '10 minutes' } },
      schema: {
        tags,
        summary: '본문 이미지 업로드',
        description:
          'multipart/form-data with one image for the post editor (members level 2+): JPEG, PNG, GIF or WebP by its bytes ("이미지 확장자만 업로드 가능합니다."), at most 10 MB ("이미지는 10MB 이하만 업로드할 수 있습니다."). Re-encoded in its own format so metadata (EXIF, GPS) is gone; animated GIF and WebP keep their frames. Answers data.uploadPath. At most 60 uploads per address in 10 minutes.',
        consumes: ['multipart/form-data'],
        response: {
          200: newApiEnvelope(z.object({ uploadPath: z.string() })),
          ...newApiRefusals(400, 401, 403, 429),
        },
      },
    },
    async (request) => {
      const member = await requireMember(request);
      if (member.level < limits.memberLevel) throw forbidden(texts.noPermissionToWrite);
      const image = checkPostImage(await readImageUpload(request));
      const uploadPath = await storeEditorImage(storage, image);
      request.log.info({ uploadPath, bytes: image.data.length }, 'post image stored');
      return okNew({ uploadPath });
    },
  );

  app.delete(
    '/new_api/post/delete/:postId',
    {
      schema: {
        tags,
        summary: '게시글 삭제',
        description:
          'Deletes the post with its comments (its author or level 10); its thumbnail file is removed after. Answers message "OK".',
        params: postIdParams,
        response: { 200: newApiEnvelope(z.null()), ...newApiRefusals(401, 403, 404) },
      },
    },
    async (request) => {
      const member = await requireMember(request);
      await deletePost({ db, storage, reader: member, postId: request.params.postId, log: request.log });
      changed();
      request.log.info({ postId: request.params.postId }, 'post deleted');
      return okNew(null);
    },
  );

  app.post(
    '/new_api/comment/new',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: perCredential } },
      schema: {
        tags,
        summary: '댓글 작성',
        description: `A comment on a post the caller may read (members above level 1: 401 visitor "로그인 후 이용 가능합니다.", 403 level 1; a secret post of someone else answers code "032"). Plain text, trimmed, control characters dropped, 1 to ${communityLimits.commentMaxLength} characters ("댓글 내용을 입력해 주세요.", "댓글은 2,000자 이내로 입력해 주세요."). Answers the new comment.`,
        body: commentCreateSchema,
        response: {
          200: newApiEnvelope(commentSchema),
          ...newApiRefusals(400, 401, 403, 404, 429),
        },
      },
    },
    async (request) => {
      const member = await requireMember(request, texts.loginToComment);
      const comment = await addComment({
        db,
        author: member,
        postId: request.body.postId,
        text: request.body.commentContent,
      });
      changed();
      return okNew(comment);
    },
  );

  app.delete(
    '/new_api/comment/delete/:commentId',
    {
      schema: {
        tags,
        summary: '댓글 삭제',
        description:
          'Hides the comment (isDel Y) for everyone: its author or level 10 only. Answers message "OK".',
        params: commentIdParams,
        response: { 200: newApiEnvelope(z.null()), ...newApiRefusals(401, 403, 404) },
      },
    },
    async (request) => {
      const member = await requireMember(request);
      await deleteComment({ db, reader: member, commentId: request.params.commentId });
      changed();
      return okNew(null);
    },
  );
};
