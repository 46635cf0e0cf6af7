import {
  adminCategorySchema,
  adminItemListQuerySchema,
  adminItemListSchema,
  adminItemSchema,
  apiEnvelope,
  categoryEditSchema,
  itemEditSchema,
  itemStatuses,
  mallUploadedSchema,
  mallUploadPurposes,
} from '@edu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../../../platform/auth';
import { afterEachWrite } from '../../../platform/cache/after-writes';
import type { Db } from '../../../platform/db/database';
import { ok, refusals } from '../../../platform/http/envelope';
import type { FileStorage } from '../../storage';
import type { CatalogAnswers } from './catalog.routes';
import { deleteCategory, listAdminCategories, saveCategory } from './categories';
import { getAdminItem } from './get-admin-item';
import { listAdminItems } from './list-admin-items';
import { saveItem, setItemStatus } from './save-item';
import { storeMallUpload } from './store-mall-upload';

const tags = ['admin'];
const itemRefusals = refusals(400, 401, 403, 404, 409);
const itemParams = z.object({ itemId: z.coerce.number().int().min(1).max(2_147_483_647) });
const categoryParams = z.object({ categoryId: z.coerce.number().int().min(1).max(2_147_483_647) });
const savedItem = apiEnvelope(z.object({ itemId: z.number().int(), code: z.string() }));

/** The mall administration's items and categories (issue 16). Administrators (level 10) only. */
export const mallItemAdminRoutes: FastifyPluginAsyncZod<{
  db: Db;
  storage: FileStorage;
  catalogAnswers: CatalogAnswers;
}> = async (app, { db, storage, catalogAnswers }) => {
  // Every change shows on the catalogue at once in this process (the others within its 2 s).
  afterEachWrite(app, () => catalogAnswers.invalidate());

  app.get(
    '/api/admin/mall/items',
    {
      schema: {
        tags,
        summary: '쇼핑몰 상품 목록',
        description:
          'Every item, stopped ones too, newest first, 30 a page: searched in title, code and tags; by category (with its children), type, status, and stock (out: a product or one of its combinations sold out; low: 10 or fewer). Each row has units left, the smallest combination and units held by orders waiting for payment.',
        querystring: adminItemListQuerySchema,
        response: { 200: apiEnvelope(adminItemListSchema), ...itemRefusals },
      },
    },
    async (request) => {
      return ok(await listAdminItems(db, request.query));
    },
  );

  app.get(
    '/api/admin/mall/items/:itemId',
    {
      schema: {
        tags,
        summary: '쇼핑몰 상품 상세(수정용)',
        description:
          'The item as the edit form reads it: every field, TREE levels and combinations (each with its stock and units held by unpaid orders), writing options, licences, files and video links, bible passages and related items.',
        params: itemParams,
        response: { 200: apiEnvelope(adminItemSchema), ...itemRefusals },
      },
    },
    async (request) => {
      return ok(await getAdminItem(db, request.params.itemId));
    },
  );

  app.post(
    '/api/admin/mall/items',
    {
      schema: {
        tags,
        summary: '쇼핑몰 상품 등록',
        description:
          'Creates a product (code P…) or a content (code C…). Checked in the form’s order (상품명, 분류, 카테고리, 가격, 창고 or 콘텐츠 유형, 미리보기, 옵션, 라이선스, 파일) with mallItemAdminMessages; rich text sanitised; files must be this mall’s uploads. An item on sale (SALE) whose sample is sound or video needs captions, a transcript or sampleWithoutSpeech (400 sampleTextRequired); captions and transcript of any other sample are dropped. An item on sale needs its productNotice (상품정보제공고시) whole: a known group and every item of it (400 productNoticeMessages.required or .missing naming the empty items); at any status each value is bounded and a BOOK’s isbn must be an ISBN-13 with a right check digit (stored as its 13 digits). Audited in the same transaction.',
        body: itemEditSchema,
        response: { 200: savedItem, ...itemRefusals },
      },
    },
    async (request) => {
      const actor = await requireAdmin(request);
      return ok(await saveItem({ db, storage, actor, edit: request.body }));
    },
  );

  app.put(
    '/api/admin/mall/items/:itemId',
    {
      schema: {
        tags,
        summary: '쇼핑몰 상품 수정',
        description:
          'Changes an item (not its type). Combinations are kept by id; a stock is written only when it changed and only if no order changed it since the form read it (409 with the current number); a combination unpaid orders hold cannot be removed (409). All or nothing, audited.',
        params: itemParams,
        body: itemEditSchema,
        response: { 200: savedItem, ...itemRefusals },
      },
    },
    async (request) => {
      const actor = await requireAdmin(request);
      return ok(await saveItem({ db, storage, actor, itemId: request.params.itemId, edit: request.body }));
    },
  );

  app.put(
    '/api/admin/mall/items/:itemId/status',
    {
      schema: {
        tags,
        summary: '쇼핑몰 상품 판매 중지/재개',
        description:
          'SALE or STOP: a stopped item stays listed with "판매 중지" and cannot be put in a cart or ordered. SALE is refused (400, mallItemAdminMessages.sampleTextRequired) for a sound or video sample without captions, a transcript or the no-speech mark. SALE is refused as the save refuses it for an item without its full productNotice (productNoticeMessages).',
        params: itemParams,
        body: z.object({ itemStatus: z.enum(itemStatuses) }),
        response: {
          200: apiEnvelope(z.object({ itemId: z.number().int(), itemStatus: z.enum(itemStatuses) })),
          ...itemRefusals,
        },
      },
    },
    async (request) => {
      const actor = await requireAdmin(request);
      return ok(
        await setItemStatus({
          db,
          actor,
          itemId: request.params.itemId,
          itemStatus: request.body.itemStatus,
        }),
      );
    },
  );

  app.post(
    '/api/admin/mall/uploads',
    {
      schema: {
        tags,
        summary: '쇼핑몰 파일 올리기',
        description:
          'Multipart, one file. purpose=thumbnail: a picture (JPEG, PNG, GIF, WebP by its bytes), re-encoded, ≤ 10 MB, public path. sample: a picture, sound (MP3, WAV, OGG, FLAC, M4A) or video (MP4, WebM), ≤ 50 MB, public path. caption: a sample’s WebVTT captions (UTF-8 text starting with WEBVTT, a BOM allowed), ≤ 1 MB, public path served as text/vtt. content: what a content delivers (pictures, sound, video, PDF, office and 한글 documents, zip), ≤ 200 MB, stored privately; answers the key an asset’s fileKey takes.',
        querystring: z.object({ purpose: z.enum(mallUploadPurposes) }),
        consumes: ['multipart/form-data'],
        response: { 200: apiEnvelope(mallUploadedSchema), ...itemRefusals },
      },
    },
    async (request) => {
      const actor = await requireAdmin(request);
      const uploaded = await storeMallUpload(request, storage, request.query.purpose);
      request.log.info(
        { actor: actor.memberIdx, purpose: request.query.purpose, bytes: uploaded.bytes },
        'mall file stored',
      );
      return ok(uploaded);
    },
  );

  app.get(
    '/api/admin/mall/categories',
    {
      schema: {
        tags,
        summary: '쇼핑몰 카테고리 목록',
        description:
          'Every category (two levels: top ones have parentId null) with its own item count, in menu order.',
        response: { 200: apiEnvelope(z.array(adminCategorySchema)), ...itemRefusals },
      },
    },
    async (_request) => {
      return ok(await listAdminCategories(db));
    },
  );

  app.post(
    '/api/admin/mall/categories',
    {
      schema: {
        tags,
        summary: '쇼핑몰 카테고리 등록',
        description:
          'A top category (parentId null) or one below a top category; the next free number is its id. Audited.',
        body: categoryEditSchema,
        response: { 200: apiEnvelope(z.object({ categoryId: z.number().int() })), ...itemRefusals },
      },
    },
    async (request) => {
      const actor = await requireAdmin(request);
      return ok({ categoryId: await saveCategory({ db, actor, edit: request.body }) });
    },
  );

  app.put(
    '/api/admin/mall/categories/:categoryId',
    {
      schema: {
        tags,
        summary: '쇼핑몰 카테고리 수정',
        description:
          'Renames, moves (two levels at most) or reorders a category; its number, which links use, stays. Audited.',
        params: categoryParams,
        body: categoryEditSchema,
        response: { 200: apiEnvelope(z.object({ categoryId: z.number().int() })), ...itemRefusals },
      },
    },
    async (request) => {
      const actor = await requireAdmin(request);
      const categoryId = await saveCategory({
        db,
        actor,
        categoryId: request.params.categoryId,
        edit: request.body,
      });
      return ok({ categoryId });
    },
  );

  app.delete(
    '/api/admin/mall/categories/:categoryId',
    {
      schema: {
        tags,
        summary: '쇼핑몰 카테고리 삭제',
        description: 'Removes a category without items or children (409 otherwise). Audited.',
        params: categoryParams,
        response: { 200: apiEnvelope(z.null()), ...itemRefusals },
      },
    },
    async (request) => {
      const actor = await requireAdmin(request);
      await deleteCategory({ db, actor, categoryId: request.params.categoryId });
      return ok(null);
    },
  );
};
