import {
  adminOrderDetailSchema,
  adminOrderListQuerySchema,
  adminOrderListSchema,
  apiEnvelope,
  deliveryUpdatedSchema,
  deliveryUpdateSchema,
  invoiceUploadReportSchema,
  mallDashboardSchema,
  orderStatementSchema,
} from '@edu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../../../platform/auth';
import type { Db } from '../../../platform/db/database';
import { badRequest } from '../../../platform/http/app-error';
import { attachmentDisposition } from '../../../platform/http/attachment-disposition';
import { ok, refusals } from '../../../platform/http/envelope';
import { idParam } from '../../../platform/http/id-param';
import { kstDay } from '../../../platform/korean-time';
import type { Messaging } from '../../messaging';
import type { Payments } from '../../payments';
import { getAdminOrder, listAdminOrders } from './admin-orders';
import { updateDelivery } from './delivery';
import { getOrderStatement } from './get-order-statement';
import { uploadInvoices } from './invoice-upload';
import { mallDashboard } from './mall-dashboard';
import { receiptUrlOf } from './orders.routes';
import { buildOrdersWorkbook } from './orders-excel';

const tags = ['admin'];

/** The mall's orders for the administration: the list and its Excel, invoices, an order, its receipt, delivery and the dashboard. */
export const mallOrderAdminRoutes: FastifyPluginAsyncZod<{
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
        response: { 200: apiEnvelope(adminOrderListSchema), ...refusals(400, 401, 403) },
      },
    },
    async (request) => {
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
        response: refusals(400, 401, 403),
      },
    },
    async (request, reply) => {
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
          'Multipart: the order export with 택배사 and 송장번호 filled in (at most 10 MB, 5,000 rows with an invoice number; the archive is checked against zip bombs and read off the main thread). Every row with an invoice number is checked; the valid ones ship together (READY → START, audited) in one transaction and their buyers are told after it commits, while each refused row (a line not ready to ship, or with an exchange, return or cancellation waiting) is reported with its reason and stops nothing else. A line shipped before is left as it is and reported as already shipped (an invoice is corrected on the line, PUT …/delivery). Answers how many shipped, were shipped before and were refused, and row by row why.',
        consumes: ['multipart/form-data'],
        response: {
          200: apiEnvelope(invoiceUploadReportSchema),
          ...refusals(400, 401, 403),
        },
      },
    },
    async (request) => {
      const actor = await requireAdmin(request);
      const part = request.isMultipart()
        ? // Not thrown: a file over the limit gets the message below, not a bare 413.
          await request.file({ limits: { fileSize: 10 * 1024 * 1024 }, throwFileSizeLimit: false })
        : undefined;
      if (!part) throw badRequest('엑셀 파일(.xlsx)을 올려 주세요.');
      const file = await part.toBuffer();
      if (part.file.truncated) throw badRequest('엑셀 파일은 10MB 이하만 올릴 수 있습니다.');
      // An .xlsx is a zip: refuse anything else by its first bytes, whatever it is called.
      if (file.subarray(0, 4).toString('hex') !== '504b0304')
        throw badRequest('엑셀 파일(.xlsx)만 올릴 수 있습니다.');
      return ok(await uploadInvoices({ db, messaging, payments, actor, file }));
    },
  );

  app.get(
    '/api/admin/mall/orders/:oid',
    {
      schema: {
        tags,
        summary: '쇼핑몰 주문 상세',
        description:
          'Any member’s order as its buyer sees it, with who bought it and, per product line, the courier its warehouse ships with and any exchange, return or cancellation of it waiting for a decision.',
        params: z.object({ oid: z.string().min(1).max(40) }),
        response: { 200: apiEnvelope(adminOrderDetailSchema), ...refusals(401, 403, 404) },
      },
    },
    async (request) => {
      return ok(await getAdminOrder(db, payments, request.params.oid));
    },
  );

  app.get(
    '/api/admin/mall/orders/:oid/statement',
    {
      schema: {
        tags,
        summary: '거래명세서',
        description:
          'Any order’s 거래명세서 for printing: the supplier from the business details setting, the buyer (the church or organisation given for the receipt, else the orderer), each line with its 공급가액 and 세액 by the tax type the item had when bought (a taxable line’s VAT is 1/11 of its price), the delivery fees (taxed as their goods) and the totals, which equal what the order cost.',
        params: z.object({ oid: z.string().min(1).max(40) }),
        response: { 200: apiEnvelope(orderStatementSchema), ...refusals(401, 403, 404) },
      },
    },
    async (request) => {
      return ok(await getOrderStatement({ db, memberIdx: null, oid: request.params.oid }));
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
        response: { 302: z.null(), ...refusals(401, 403, 404) },
      },
    },
    async (request, reply) => {
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
        response: { 200: apiEnvelope(mallDashboardSchema), ...refusals(401, 403) },
      },
    },
    async (_request) => {
      return ok(await mallDashboard(db, payments));
    },
  );

  app.put(
    '/api/admin/mall/order-items/:orderItemId/delivery',
    {
      schema: {
        tags,
        summary: '배송 상태 변경',
        description:
          'READY → START with the courier and invoice number (the buyer is told by KakaoTalk with the tracking link; while START the invoice may be corrected) → DELIVERED. Audited. 409 when the line is not in the state the change starts from, or when an exchange, return or cancellation of a READY line waits for a decision.',
        params: idParam('orderItemId'),
        body: deliveryUpdateSchema,
        response: {
          200: apiEnvelope(deliveryUpdatedSchema),
          ...refusals(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const actor = await requireAdmin(request);
      return ok(
        await updateDelivery({
          db,
          messaging,
          payments,
          actor,
          orderItemId: request.params.orderItemId,
          update: request.body,
        }),
      );
    },
  );
};
