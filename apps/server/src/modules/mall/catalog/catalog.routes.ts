import {
  categoryListSchema,
  chatbotAnswerSchema,
  chatbotQuerySchema,
  itemDetailSchema,
  itemListQuerySchema,
  itemListSchema,
  newApiEnvelope,
  optionPathsQuerySchema,
  optionPathsSchema,
} from '@edu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { createKeyedMicroCache } from '../../../platform/cache/micro-cache';
import type { Db } from '../../../platform/db/database';
import { newApiRefusals, okNew, sendSerialized } from '../../../platform/http/envelope';
import { idParam } from '../../../platform/http/id-param';
import { answerQuestion } from './answer-question';
import { getItem } from './get-item';
import { getOptionPaths } from './get-option-paths';
import { listCategories } from './list-categories';
import { listItems, listNewContents } from './list-items';

const tags = ['mall'];
const itemParams = idParam('itemId');

/**
 * What every visitor sees alike in the catalogue, kept as ready JSON for 2 s per URL, so a crowd on one
 * item costs one read. The mall administration empties it on every item or category change (other
 * server processes show the change within the 2 s).
 */
export function createCatalogAnswers(db: Db) {
  return createKeyedMicroCache({
    ttlMs: 2000,
    maxKeys: 2000,
    load: async (key: string) => {
      const [kind, value] = JSON.parse(key) as [string, unknown];
      switch (kind) {
        case 'item':
          return JSON.stringify(okNew(await getItem(db, value as number)));
        case 'list':
          return JSON.stringify(okNew(await listItems(db, value as z.infer<typeof itemListQuerySchema>)));
        case 'new':
          return JSON.stringify(okNew(await listNewContents(db)));
        default:
          return JSON.stringify(okNew(await listCategories(db)));
      }
    },
  });
}
export type CatalogAnswers = ReturnType<typeof createCatalogAnswers>;

/** The catalogue for everyone (mall.md §2, §7): categories, lists, the item page and its options, and the chatbot. */
export const catalogRoutes: FastifyPluginAsyncZod<{ db: Db; answers: CatalogAnswers }> = async (
  app,
  { db, answers },
) => {
  const cached = (kind: string, value: unknown) => answers.get(JSON.stringify([kind, value]));

  app.get(
    '/new_api/category/list',
    {
      schema: {
        tags,
        summary: '몰 카테고리 목록',
        description:
          'The mall’s categories (data, not code: ids 170, 136, 138, 137 with their subcategories) and icons.',
        response: { 200: newApiEnvelope(categoryListSchema) },
      },
    },
    async (_request, reply) => sendSerialized(reply, await cached('categories', null)),
  );

  app.get(
    '/new_api/customer/item/list',
    {
      schema: {
        tags,
        summary: '몰 상품 목록',
        description:
          'A page of the catalogue (15 by default; the pager moves in blocks of 5 pages). categoryId may be a parent (its subcategories’ items included). searchText: words each found in the title, tags, brand or kind, by substring or close spelling (pg_trgm), best matches first under the newest sort. sort: new | priceLow | priceHigh | popular.',
        querystring: itemListQuerySchema,
        response: { 200: newApiEnvelope(itemListSchema), ...newApiRefusals(400) },
      },
    },
    async (request, reply) => sendSerialized(reply, await cached('list', request.query)),
  );

  app.get(
    '/new_api/customer/item/new-contents',
    {
      schema: {
        tags,
        summary: '새로 나온 콘텐츠',
        description: 'The 5 newest contents on sale, for the mall home.',
        response: { 200: newApiEnvelope(itemListSchema.pick({ itemList: true })) },
      },
    },
    async (_request, reply) => sendSerialized(reply, await cached('new', null)),
  );

  app.get(
    '/new_api/customer/item/:itemId',
    {
      schema: {
        tags,
        summary: '상품 상세',
        description:
          'The item (mall.md §3 Item): for a product its warehouse, options (TREE level 1 nodes with prices and sold-out state; later levels from the options call) or plain stock; for an image content its licences; related items; the review count and the stars’ average (one decimal) with how many reviews have stars. 404 “상품을 찾을 수 없습니다.” for an unknown id. A STOP item is answered too (the page shows “판매 중지”).',
        params: itemParams,
        response: { 200: newApiEnvelope(itemDetailSchema), ...newApiRefusals(404) },
      },
    },
    async (request, reply) => sendSerialized(reply, await cached('item', request.params.itemId)),
  );

  app.get(
    '/new_api/product/:itemId/options',
    {
      schema: {
        tags,
        summary: '옵션 단계별 조회',
        description:
          'The next TREE option level after the chosen element names (`elements`, repeated, level 1 first; none = level 1): each node’s elementName, extra price and soldOut (no stock on any path through it); last-level nodes carry their combinationId. 400 when a name is not a choice of its level or every level is chosen; 404 for an item without TREE options.',
        params: itemParams,
        querystring: optionPathsQuerySchema,
        response: { 200: newApiEnvelope(optionPathsSchema), ...newApiRefusals(400, 404) },
      },
    },
    async (request) => okNew(await getOptionPaths(db, request.params.itemId, request.query.elements)),
  );

  app.get(
    '/new_api/ai-search',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: '챗봇 자료 찾기',
        description:
          'The chatbot, answered from the catalogue: the question (1–500 characters) read as filters — bible book (full name, or abbreviation with a chapter) and chapter, church-year day, content kind, category, textbooks and goods, free or paid, price limits — plus topic words (particles taken off); items with every topic word first, else with any, ranked by the words in the title (as a phrase, then by count), then in tags, category and description; answers what was understood, a reply in Korean, up to 12 items on sale, and broader questions when nothing matched.',
        querystring: chatbotQuerySchema,
        response: { 200: newApiEnvelope(chatbotAnswerSchema), ...newApiRefusals(400) },
      },
    },
    async (request) => okNew(await answerQuestion(db, request.query.question)),
  );
};
