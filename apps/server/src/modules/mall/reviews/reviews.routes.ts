import {
  afterSaleMessages,
  myReviewListSchema,
  newApiEnvelope,
  orderMessages,
  reviewEditSchema,
  reviewListQuerySchema,
  reviewListSchema,
  reviewSchema,
} from '@edu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireMember } from '../../../platform/auth';
import { afterEachWrite } from '../../../platform/cache/after-writes';
import type { Db } from '../../../platform/db/database';
import { badRequest, forbidden } from '../../../platform/http/app-error';
import { newApiRefusals, okNew } from '../../../platform/http/envelope';
import { idParam } from '../../../platform/http/id-param';
import { perCredential } from '../../accounts';
import { checkPostImage, readImageUpload, storeEditorImage } from '../../community';
import type { FileStorage } from '../../storage';
import { getReview, listReviews } from './list-reviews';
import { deleteReview, listMyReviews, reviewPhotoFolder, saveReview } from './write-review';

const tags = ['mall'];
const reviewIdParams = idParam('reviewId');
const member = (request: Parameters<typeof requireMember>[0]) =>
  requireMember(request, orderMessages.loginRequired);
const writeLimit = { rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: perCredential } };

/**
 * Reviews: read on the item page by everyone; written, changed and deleted by buyers (mall.md §7).
 * `onChanged`: a review was written, changed or deleted (the catalogue's kept answers show its stars).
 */
export const reviewRoutes: FastifyPluginAsyncZod<{
  db: Db;
  storage: FileStorage;
  onChanged: () => void;
}> = async (app, { db, storage, onChanged }) => {
  // The author's next look at the item page counts their stars at once: the item's own answer (its
  // average and count) agrees with the review list read beside it, which is never kept.
  afterEachWrite(app, onChanged);
  app.get(
    '/new_api/review/list',
    {
      schema: {
        tags,
        summary: '상품 리뷰 목록 / 나의 리뷰',
        description:
          'With itemId: an item’s reviews, newest first, 10 a page: stars, title, the author’s masked name, the HTML text and photo paths. With memberIdx (the caller’s own idx only: 401 visitor, 403 another idx): the caller’s reviews with the order they came from, their stars and whether an administrator hid them.',
        querystring: reviewListQuerySchema,
        response: {
          200: newApiEnvelope(z.union([reviewListSchema, myReviewListSchema])),
          ...newApiRefusals(400, 401, 403),
        },
      },
    },
    async (request) => {
      const { itemId, memberIdx, page, size } = request.query;
      if (memberIdx !== undefined) {
        const caller = await member(request);
        if (caller.memberIdx !== memberIdx) throw forbidden();
        return okNew(await listMyReviews(db, memberIdx, { page, size }));
      }
      if (itemId === undefined) throw badRequest();
      return okNew(await listReviews(db, { itemId, page, size }));
    },
  );

  app.get(
    '/new_api/review/:reviewId',
    {
      schema: {
        tags,
        summary: '리뷰 상세',
        description: 'One review; 404 when unknown or deleted.',
        params: reviewIdParams,
        response: { 200: newApiEnvelope(reviewSchema), ...newApiRefusals(404) },
      },
    },
    async (request) => okNew(await getReview(db, request.params.reviewId)),
  );

  app.post(
    '/new_api/review/edit',
    {
      config: writeLimit,
      schema: {
        tags,
        summary: '리뷰 등록·수정',
        description:
          'A buyer’s review of a line of their paid order (one per line: 409 for a second), or with reviewId a change of their own. Title, then content required (400); stars (`rating` 1–5) optional, as the spec’s call has none: a review without them counts in no average, and a change without them keeps its stars; the HTML is sanitised; photos only from POST /new_api/review/desc-image/new. 403 when the caller did not buy the line, or when goods are not delivered yet.',
        body: reviewEditSchema,
        response: {
          200: newApiEnvelope(z.object({ reviewId: z.number().int() })),
          ...newApiRefusals(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const { memberIdx } = await member(request);
      const reviewId = await saveReview({ db, memberIdx, edit: request.body });
      return okNew({ reviewId }, afterSaleMessages.reviewSaved);
    },
  );

  app.delete(
    '/new_api/review/delete/:reviewId',
    {
      schema: {
        tags,
        summary: '리뷰 삭제',
        description: 'Deletes the caller’s own review; 404 for anyone else’s.',
        params: reviewIdParams,
        response: { 200: newApiEnvelope(z.null()), ...newApiRefusals(401, 404) },
      },
    },
    async (request) => {
      const { memberIdx } = await member(request);
      await deleteReview(db, memberIdx, request.params.reviewId);
      return okNew(null, afterSaleMessages.reviewDeleted);
    },
  );

  app.post(
    '/new_api/review/desc-image/new',
    {
      config: writeLimit,
      schema: {
        tags,
        summary: '리뷰 사진 올리기',
        description:
          'One photo for a review (multipart, any field name): JPEG, PNG, GIF or WebP recognised by its bytes, at most 10 MB, stored re-encoded without its metadata. Answers its path for the review’s photoList.',
        consumes: ['multipart/form-data'],
        response: { 200: newApiEnvelope(z.object({ path: z.string() })), ...newApiRefusals(400, 401) },
      },
    },
    async (request) => {
      await member(request);
      const image = checkPostImage(await readImageUpload(request));
      return okNew({ path: await storeEditorImage(storage, image, reviewPhotoFolder) });
    },
  );
};
