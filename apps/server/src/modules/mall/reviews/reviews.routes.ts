import { newApiEnvelope, reviewListQuerySchema, reviewListSchema, reviewSchema } from '@edu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../platform/db/database';
import { okNew } from '../../../platform/http/envelope';
import { getReview, listReviews } from './list-reviews';

const tags = ['mall'];
const refusal = newApiEnvelope(z.null());

/** Reviews as visitors read them on the item page (writing them is the after-sales issue). */
export const reviewRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/new_api/review/list',
    {
      schema: {
        tags,
        summary: '상품 리뷰 목록',
        description:
          'An item’s reviews, newest first, 10 a page: title, the author’s masked name, the HTML text and photo paths.',
        querystring: reviewListQuerySchema,
        response: { 200: newApiEnvelope(reviewListSchema), 400: refusal },
      },
    },
    async (request) => okNew(await listReviews(db, request.query)),
  );

  app.get(
    '/new_api/review/:reviewId',
    {
      schema: {
        tags,
        summary: '리뷰 상세',
        description: 'One review; 404 when unknown or deleted.',
        params: z.object({ reviewId: z.coerce.number().int().positive().max(2_147_483_647) }),
        response: { 200: newApiEnvelope(reviewSchema), 404: refusal },
      },
    },
    async (request) => okNew(await getReview(db, request.params.reviewId)),
  );
};
