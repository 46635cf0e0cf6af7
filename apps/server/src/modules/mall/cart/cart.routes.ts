import {
  cartCountSchema,
  cartDeleteRequestSchema,
  cartEditMessages,
  cartEditRequestSchema,
  cartEditResultSchema,
  cartItemOptionsSchema,
  cartListSchema,
  newApiEnvelope,
  orderMessages,
  outOfStockSchema,
} from '@edu/shared';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireMember } from '../../../platform/auth';
import type { Db } from '../../../platform/db/database';
import { notFound } from '../../../platform/http/app-error';
import { newApiRefusals, okNew } from '../../../platform/http/envelope';
import { idParam } from '../../../platform/http/id-param';
import { perCredential } from '../../accounts';
import { mallCarts } from './cart.tables';
import { cartOptionOf, readCartRows } from './cart-rows';
import { cartViewOf } from './cart-view';
import { editCart } from './edit-cart';

const tags = ['mall cart'];
const member = (request: Parameters<typeof requireMember>[0]) =>
  requireMember(request, orderMessages.loginRequired);

/** The member's cart (mall.md §7 /new_api/customer/cart/v2/*): every call is the caller's own cart only. */
export const cartRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/new_api/customer/cart/v2/edit',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute', keyGenerator: perCredential } },
      schema: {
        tags,
        summary: '장바구니 담기·변경·삭제',
        description:
          'ADD puts the item in the cart (a content with quantity 1, an image content with its licenseId, a simple product with productStock units, a product with options with its lines, merged with those already there); EDIT replaces its lines; DELETE removes it. The answer says what happened (data.outcome: added, optionsChanged, quantityChanged, licenseChanged, alreadyInCart — a content asked for again —, deleted; the message says it in Korean) and the row (data.cartId). 031 (HTTP 409): some lines ask for more than is left — data.shortages names each option and path; 032 (HTTP 409): sales stopped; 401 without login. Prices are computed by the server.',
        body: cartEditRequestSchema,
        response: {
          200: newApiEnvelope(cartEditResultSchema),
          ...newApiRefusals(400, 401, 404),
          409: newApiEnvelope(outOfStockSchema.nullable()),
        },
      },
    },
    async (request) => {
      const { memberIdx } = await member(request);
      const result = await editCart({ db, memberIdx, edit: request.body });
      return okNew(result, cartEditMessages[result.outcome]);
    },
  );

  app.get(
    '/new_api/customer/cart/v2/list',
    {
      schema: {
        tags,
        summary: '장바구니 목록',
        description:
          'Goods grouped by warehouse with each warehouse’s delivery rule and the contents; totals over every orderable row (sales-stopped rows are listed but not counted).',
        response: { 200: newApiEnvelope(cartListSchema), ...newApiRefusals(401) },
      },
    },
    async (request) => {
      const { memberIdx } = await member(request);
      return okNew(cartViewOf(await readCartRows(db, memberIdx)));
    },
  );

  app.get(
    '/new_api/customer/cart/v2/count',
    {
      schema: {
        tags,
        summary: '장바구니 개수',
        description: 'How many items the caller’s cart holds (the top bar’s badge).',
        response: { 200: newApiEnvelope(cartCountSchema), ...newApiRefusals(401) },
      },
    },
    async (request) => {
      const { memberIdx } = await member(request);
      const [held] = await db
        .select({ amount: count() })
        .from(mallCarts)
        .where(eq(mallCarts.memberIdx, memberIdx));
      return okNew({ amount: held?.amount ?? 0 });
    },
  );

  app.get(
    '/new_api/customer/cart/v2/:cartIdx/options',
    {
      schema: {
        tags,
        summary: '장바구니 옵션 변경 정보',
        description:
          'The option lines of one of the caller’s cart rows, for the option-edit popup; 404 for anyone else’s.',
        params: idParam('cartIdx'),
        response: { 200: newApiEnvelope(cartItemOptionsSchema), ...newApiRefusals(401, 404) },
      },
    },
    async (request) => {
      const { memberIdx } = await member(request);
      const [row] = await readCartRows(db, memberIdx, [request.params.cartIdx]);
      if (!row) throw notFound(orderMessages.cartItemNotFound);
      return okNew({
        cartId: row.cartId,
        itemId: row.item.id,
        title: row.item.title,
        sellingPrice: row.item.sellingPrice,
        productStock: row.options.length === 0 ? row.quantity : null,
        stock: row.item.productStock,
        cartOptionList: row.options.map(cartOptionOf),
      });
    },
  );

  app.delete(
    '/new_api/customer/cart/v2/delete-cart-all',
    {
      schema: {
        tags,
        summary: '장바구니 선택 삭제',
        description: 'Removes the given cart rows of the caller (ids of other members’ rows are ignored).',
        body: cartDeleteRequestSchema,
        response: { 200: newApiEnvelope(z.null()), ...newApiRefusals(400, 401) },
      },
    },
    async (request) => {
      const { memberIdx } = await member(request);
      await db
        .delete(mallCarts)
        .where(and(eq(mallCarts.memberIdx, memberIdx), inArray(mallCarts.id, request.body)));
      return okNew(null, orderMessages.deleted);
    },
  );
};
