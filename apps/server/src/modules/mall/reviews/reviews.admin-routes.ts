import {
  adminReviewListQuerySchema,
  adminReviewListSchema,
  apiEnvelope,
  reviewVisibilitySchema,
} from '@edu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../../../platform/auth';
import { afterEachWrite } from '../../../platform/cache/after-writes';
import type { Db } from '../../../platform/db/database';
import { ok, refusals } from '../../../platform/http/envelope';
import { idParam } from '../../../platform/http/id-param';
import { listAdminReviews, setReviewVisibility } from './admin-reviews';

const tags = ['admin'];

/**
 * 쇼핑몰 리뷰 for the administration: every review, hidden (with a reason) or shown again.
 * `onChanged`: a review was hidden or shown (the catalogue's kept answers show the stars).
 */
export const reviewAdminRoutes: FastifyPluginAsyncZod<{ db: Db; onChanged: () => void }> = async (
  app,
  { db, onChanged },
) => {
  afterEachWrite(app, onChanged);
  app.get(
    '/api/admin/mall/reviews',
    {
      schema: {
        tags,
        summary: '쇼핑몰 리뷰 목록',
        description:
          'Every review (hidden and author-deleted ones too), newest first, 30 a page; hidden=Y|N|all; searched in the title, the item or the author’s name.',
        querystring: adminReviewListQuerySchema,
        response: { 200: apiEnvelope(adminReviewListSchema), ...refusals(401, 403) },
      },
    },
    async (request) => {
      return ok(await listAdminReviews(db, request.query));
    },
  );

  app.put(
    '/api/admin/mall/reviews/:reviewId/visibility',
    {
      schema: {
        tags,
        summary: '리뷰 숨기기·다시 보이기',
        description:
          'Hides a review from the item page (a reason required and kept) or shows it again; audited. 409 when it already is so.',
        params: idParam('reviewId'),
        body: reviewVisibilitySchema,
        response: { 200: apiEnvelope(z.null()), ...refusals(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const actor = await requireAdmin(request);
      await setReviewVisibility({ db, actor, reviewId: request.params.reviewId, ...request.body });
      return ok(null);
    },
  );
};
