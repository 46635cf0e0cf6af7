import { apiEnvelope, introductionCategorySchema, introductionSchema } from '@edu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { ok } from '../../platform/http/envelope';
import { getIntroduction } from './get-introduction';

/** The introduction pages (`/introduce/{category}`). */
export const introductionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/introduce/:category',
    {
      schema: {
        tags: ['introduction'],
        summary: '소개 페이지',
        description:
          'One of the five introduction pages: 1 greeting, 2 education spirit, 3 education ministry, 4 people who serve, 5 directions.',
        params: z.object({ category: introductionCategorySchema }),
        response: { 200: apiEnvelope(introductionSchema) },
      },
    },
    async (request) => ok(await getIntroduction({ db, category: request.params.category })),
  );
};
