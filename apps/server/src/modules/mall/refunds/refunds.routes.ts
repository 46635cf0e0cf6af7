import {
  afterSaleLimits,
  afterSaleMessages,
  newApiEnvelope,
  orderMessages,
  salesDetailSchema,
} from '@edu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireMember } from '../../../platform/auth';
import type { Db } from '../../../platform/db/database';
import { newApiRefusals, okNew } from '../../../platform/http/envelope';
import { idParam } from '../../../platform/http/id-param';
import { perCredential } from '../../accounts';
import { readJsonWithImages } from '../../community';
import type { FileStorage } from '../../storage';
import { getSalesDetail, requestRefund, withdrawRefund } from './request-refund';

const tags = ['mall refunds'];
const member = (request: Parameters<typeof requireMember>[0]) =>
  requireMember(request, orderMessages.loginRequired);

/** Exchanges, returns and cancellations a buyer asks for (mall.md §7); deciding them is the administration's. */
export const refundRoutes: FastifyPluginAsyncZod<{ db: Db; storage: FileStorage }> = async (
  app,
  { db, storage },
) => {
  app.post(
    '/new_api/customer/refund/new',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute', keyGenerator: perCredential } },
      schema: {
        tags,
        summary: '교환·반품·취소 신청',
        description:
          'Multipart: the JSON part `refund` (oid, refundType EXCHANGE|PAYBACK|CANCEL, reasonType, refundAll or refundItemList of orderProductId with the units asked as `quantity` — all that is left when absent, title, reasonDetail, optional refund account whose number is digits and hyphens) and up to 4 `images` (JPEG, PNG, GIF, WebP by their bytes). Checked in the spec’s order: type, products, title, reason; then the units (1 to what is left), the type against each line’s delivery (CANCEL while it is prepared, EXCHANGE or PAYBACK once shipped) and the account number. 032 (HTTP 409) while a virtual account waits for its deposit; 409 while another request of the order waits.',
        consumes: ['multipart/form-data'],
        response: { 200: newApiEnvelope(z.null()), ...newApiRefusals(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const { memberIdx } = await member(request);
      const { json, images } = await readJsonWithImages(request, {
        json: 'refund',
        images: 'images',
        maxImages: afterSaleLimits.refundPhotosMax,
      });
      await requestRefund({ db, storage, memberIdx, json, images });
      return okNew(null, afterSaleMessages.refundDone);
    },
  );

  app.post(
    '/new_api/customer/refund/:refundId/withdraw',
    {
      schema: {
        tags,
        summary: '신청 철회',
        description:
          'Withdraws the caller’s request while it waits (REFUND_REQUESTED); the order gets its status back.',
        params: idParam('refundId'),
        response: { 200: newApiEnvelope(z.null()), ...newApiRefusals(400, 401) },
      },
    },
    async (request) => {
      const { memberIdx } = await member(request);
      await withdrawRefund(db, memberIdx, request.params.refundId);
      return okNew(null, afterSaleMessages.refundWithdrawn);
    },
  );

  app.get(
    '/new_api/order/v2/sales/detail/:oid',
    {
      schema: {
        tags,
        summary: '주문의 교환·반품·취소 내역',
        description:
          'The caller’s order’s requests, newest first, and its unpaid extra charge; 404 for anyone else’s order.',
        params: z.object({ oid: z.string().min(1).max(40) }),
        response: { 200: newApiEnvelope(salesDetailSchema), ...newApiRefusals(401, 404) },
      },
    },
    async (request) => {
      const { memberIdx } = await member(request);
      return okNew(await getSalesDetail(db, memberIdx, request.params.oid));
    },
  );
};
