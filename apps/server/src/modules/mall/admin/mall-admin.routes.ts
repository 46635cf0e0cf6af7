import {
  adminOrderDetailSchema,
  adminOrderListQuerySchema,
  adminOrderListSchema,
  adminReviewListQuerySchema,
  adminReviewListSchema,
  apiEnvelope,
  brandEditSchema,
  brandSchema,
  deliveryUpdatedSchema,
  deliveryUpdateSchema,
  limits,
  mallDashboardSchema,
  reviewVisibilitySchema,
  warehouseEditSchema,
  warehouseSchema,
} from '@edu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../platform/db/database';
import { badRequest } from '../../../platform/http/app-error';
import { attachmentDisposition } from '../../../platform/http/attachment-disposition';
import { ok } from '../../../platform/http/envelope';
import { kstDay } from '../../../platform/korean-time';
import { requireLevel } from '../../accounts';
import type { Messaging } from '../../messaging';
import type { Payments } from '../../payments';
import { receiptUrlOf } from '../orders/orders.routes';
import { getAdminOrder, listAdminOrders } from './admin-orders';
import { listAdminReviews, setReviewVisibility } from './admin-reviews';
import { updateDelivery } from './delivery';
import { uploadInvoices } from './invoice-upload';
import { mallDashboard } from './mall-dashboard';
import { buildOrdersWorkbook } from './orders-excel';
import { listBrands, listWarehouses, saveBrand, saveWarehouse } from './warehouses-brands';

const refusal = apiEnvelope(z.null());
const tags = ['admin'];

/** The mall's administration (issue 16): orders and their delivery. Administrators (level 10) only. */
export const mallAdminRoutes: FastifyPluginAsyncZod<{
  db: Db;
  payments: Payments;
  messaging: Messaging;
}> = async (app, { db, payments, messaging }) => {
  app.get(
    '/api/admin/mall/orders',
    {
      schema: {
        tags,
        summary: '쇼핑몰 주문 목록',
        description:
          'Every member’s orders placed in the Korean days asked (the last 30 by default), newest first, 30 a page; by status, only those with goods to ship (toShip=Y), and searched by buyer name, oid or phone.',
        querystring: adminOrderListQuerySchema,
        response: { 200: apiEnvelope(adminOrderListSchema), 400: refusal, 401: refusal, 403: refusal },
      },
    },
    async (request) => {
      await requireLevel(request, limits.adminLevel);
      return ok(await listAdminOrders(db, request.query));
    },
  );

  app.get(
    '/api/admin/mall/orders/excel',
    {
      schema: {
        tags,
        summary: '쇼핑몰 주문 엑셀',
        description:
          'The orders the list’s filters select as an .xlsx file, one row per product line with where it goes; 택배사 and 송장번호 filled in and uploaded back (POST /api/admin/mall/invoices) ship in bulk. Refusals answer the JSON envelope.',
        querystring: adminOrderListQuerySchema,
        response: { 400: refusal, 401: refusal, 403: refusal },
      },
    },
    async (request, reply) => {
      await requireLevel(request, limits.adminLevel);
      const workbook = await buildOrdersWorkbook(db, request.query);
      const day = kstDay(new Date());
      // Personal data: never kept by a shared cache. Buffers bypass the JSON serializer.
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header(
          'content-disposition',
          attachmentDisposition(`쇼핑몰주문_${day}.xlsx`, `mall-orders_${day}.xlsx`),
        )
        .header('cache-control', 'no-store')
        .send(workbook as never);
    },
  );

  app.post(
    '/api/admin/mall/invoices',
    {
      schema: {
        tags,
        summary: '송장 일괄 등록',
        description:
          'Multipart: the order export with 택배사 and 송장번호 filled in. Every row with an invoice number ships its line (READY → START, the buyer told, audited) on its own; answers how many shipped and, row by row, what was refused and why.',
        consumes: ['multipart/form-data'],
        response: {
          200: apiEnvelope(
            z.object({
              shipped: z.number().int(),
              refused: z.number().int(),
              rows: z.array(
                z.object({
                  row: z.number().int(),
                  orderItemId: z.number().int().nullable(),
                  ok: z.boolean(),
                  message: z.string(),
                }),
              ),
            }),
          ),
          400: refusal,
          401: refusal,
          403: refusal,
        },
      },
    },
    async (request) => {
      const actor = await requireLevel(request, limits.adminLevel);
      const part = request.isMultipart()
        ? await request.file({ limits: { fileSize: 10 * 1024 * 1024 } })
        : undefined;
      if (!part) throw badRequest('엑셀 파일(.xlsx)을 올려 주세요.');
      const file = await part.toBuffer();
      if (part.file.truncated) throw badRequest('엑셀 파일은 10MB 이하만 올릴 수 있습니다.');
      // An .xlsx is a zip: refuse anything else by its first bytes, whatever it is called.
      if (file.subarray(0, 4).toString('hex') !== '504b0304')
        throw badRequest('엑셀 파일(.xlsx)만 올릴 수 있습니다.');
      return ok(await uploadInvoices({ db, messaging, actor, file }));
    },
  );

  app.get(
    '/api/admin/mall/orders/:oid',
    {
      schema: {
        tags,
        summary: '쇼핑몰 주문 상세',
        description: 'Any member’s order as its buyer sees it, with who bought it.',
        params: z.object({ oid: z.string().min(1).max(40) }),
        response: { 200: apiEnvelope(adminOrderDetailSchema), 401: refusal, 403: refusal, 404: refusal },
      },
    },
    async (request) => {
      await requireLevel(request, limits.adminLevel);
      return ok(await getAdminOrder(db, payments, request.params.oid));
    },
  );

  app.get(
    '/api/admin/mall/receipt/:paymentOid',
    {
      schema: {
        tags,
        summary: '쇼핑몰 결제 영수증',
        description:
          'Redirects an administrator to the provider’s receipt of any member’s paid mall payment attempt (the order detail’s paymentList oid); 404 for an attempt that moved no money.',
        params: z.object({ paymentOid: z.string().min(1).max(60) }),
        response: { 302: z.null(), 401: refusal, 403: refusal, 404: refusal },
      },
    },
    async (request, reply) => {
      await requireLevel(request, limits.adminLevel);
      return reply.redirect(receiptUrlOf(payments, await payments.attempt(request.params.paymentOid)), 302);
    },
  );

  app.get(
    '/api/admin/mall/dashboard',
    {
      schema: {
        tags,
        summary: '쇼핑몰 대시보드',
        description:
          'Won taken per Korean day over the last 30 days (paid minus refunded, extra charges included), sales per top category over the same days (sold minus refunded lines), product lines waiting to ship and requests waiting for a decision.',
        response: { 200: apiEnvelope(mallDashboardSchema), 401: refusal, 403: refusal },
      },
    },
    async (request) => {
      await requireLevel(request, limits.adminLevel);
      return ok(await mallDashboard(db, payments));
    },
  );

  app.get(
    '/api/admin/mall/reviews',
    {
      schema: {
        tags,
        summary: '쇼핑몰 리뷰 목록',
        description:
          'Every review (hidden and author-deleted ones too), newest first, 30 a page; hidden=Y|N|all; searched in the title, the item or the author’s name.',
        querystring: adminReviewListQuerySchema,
        response: { 200: apiEnvelope(adminReviewListSchema), 401: refusal, 403: refusal },
      },
    },
    async (request) => {
      await requireLevel(request, limits.adminLevel);
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
        params: z.object({ reviewId: z.coerce.number().int().positive().max(2_147_483_647) }),
        body: reviewVisibilitySchema,
        response: { 200: refusal, 400: refusal, 401: refusal, 403: refusal, 404: refusal, 409: refusal },
      },
    },
    async (request) => {
      const actor = await requireLevel(request, limits.adminLevel);
      await setReviewVisibility({ db, actor, reviewId: request.params.reviewId, ...request.body });
      return ok(null);
    },
  );

  app.put(
    '/api/admin/mall/order-items/:orderItemId/delivery',
    {
      schema: {
        tags,
        summary: '배송 상태 변경',
        description:
          'READY → START with the courier and invoice number (the buyer is told by KakaoTalk with the tracking link; while START the invoice may be corrected) → DELIVERED. Audited. 409 when the line is not in the state the change starts from.',
        params: z.object({ orderItemId: z.coerce.number().int().positive().max(2_147_483_647) }),
        body: deliveryUpdateSchema,
        response: {
          200: apiEnvelope(deliveryUpdatedSchema),
          400: refusal,
          401: refusal,
          403: refusal,
          404: refusal,
          409: refusal,
        },
      },
    },
    async (request) => {
      const actor = await requireLevel(request, limits.adminLevel);
      return ok(
        await updateDelivery({
          db,
          messaging,
          actor,
          orderItemId: request.params.orderItemId,
          update: request.body,
        }),
      );
    },
  );
  const idParam = (name: string) =>
    z.object({ [name]: z.coerce.number().int().positive().max(2_147_483_647) });

  app.get(
    '/api/admin/mall/warehouses',
    {
      schema: {
        tags,
        summary: '창고 목록',
        description:
          'The warehouses goods ship from, with their delivery rule and how many items ship from each.',
        response: { 200: apiEnvelope(z.array(warehouseSchema)), 401: refusal, 403: refusal },
      },
    },
    async (request) => {
      await requireLevel(request, limits.adminLevel);
      return ok(await listWarehouses(db));
    },
  );

  for (const [method, path] of [
    ['POST', '/api/admin/mall/warehouses'],
    ['PUT', '/api/admin/mall/warehouses/:warehouseId'],
  ] as const)
    app.route({
      method,
      url: path,
      schema: {
        tags,
        summary: method === 'POST' ? '창고 등록' : '창고 수정',
        description:
          'A warehouse’s name, courier, delivery fee, free-delivery threshold (free when the selected goods cost more) and additional fee; audited. Orders keep the fee they were placed with.',
        ...(method === 'PUT' && { params: idParam('warehouseId') }),
        body: warehouseEditSchema,
        response: {
          200: apiEnvelope(z.object({ warehouseId: z.number().int() })),
          400: refusal,
          401: refusal,
          403: refusal,
          404: refusal,
        },
      },
      handler: async (request) => {
        const actor = await requireLevel(request, limits.adminLevel);
        const params = request.params as { warehouseId?: number };
        const warehouseId = await saveWarehouse({
          db,
          actor,
          warehouseId: params.warehouseId,
          values: request.body as z.output<typeof warehouseEditSchema>,
        });
        return ok({ warehouseId });
      },
    });

  app.get(
    '/api/admin/mall/brands',
    {
      schema: {
        tags,
        summary: '브랜드 목록',
        description: 'The brands, with how many items carry each.',
        response: { 200: apiEnvelope(z.array(brandSchema)), 401: refusal, 403: refusal },
      },
    },
    async (request) => {
      await requireLevel(request, limits.adminLevel);
      return ok(await listBrands(db));
    },
  );

  for (const [method, path] of [
    ['POST', '/api/admin/mall/brands'],
    ['PUT', '/api/admin/mall/brands/:brandId'],
  ] as const)
    app.route({
      method,
      url: path,
      schema: {
        tags,
        summary: method === 'POST' ? '브랜드 등록' : '브랜드 수정',
        description: 'A brand’s name; audited.',
        ...(method === 'PUT' && { params: idParam('brandId') }),
        body: brandEditSchema,
        response: {
          200: apiEnvelope(z.object({ brandId: z.number().int() })),
          400: refusal,
          401: refusal,
          403: refusal,
          404: refusal,
        },
      },
      handler: async (request) => {
        const actor = await requireLevel(request, limits.adminLevel);
        const params = request.params as { brandId?: number };
        const brandId = await saveBrand({
          db,
          actor,
          brandId: params.brandId,
          values: request.body as z.output<typeof brandEditSchema>,
        });
        return ok({ brandId });
      },
    });
};
