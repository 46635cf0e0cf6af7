import { apiEnvelope, limits } from '@edu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { requireLevel } from '../accounts';
import type { Messaging } from '../messaging';
import type { Payments } from '../payments';
import { approveCancel } from './approve-cancel';

const refusal = apiEnvelope(z.null());

/** Administrators approve cancel requests (the list and the screen come with the admin area). */
export const cancelAdminRoutes: FastifyPluginAsyncZod<{
  db: Db;
  payments: Payments;
  messaging: Messaging;
}> = async (app, { db, payments, messaging }) => {
  app.put(
    '/api/payment/confirmCancels/:idx',
    {
      schema: {
        tags: ['admin'],
        summary: '취소 승인',
        description:
          'Approves cancel request {idx} (administrators only): refunds its amount through the payment provider, then cancels its attendees, releases their seats, marks the registration 등록취소 when nobody is left and tells the member. 409 when it was approved already or is being approved; 502 with the provider’s reason when the refund is refused (the request stays 취소신청).',
        params: z.object({ idx: z.coerce.number().int().positive() }),
        response: {
          200: apiEnvelope(z.null()),
          401: refusal,
          403: refusal,
          404: refusal,
          409: refusal,
          502: refusal,
        },
      },
    },
    async (request) => {
      await requireLevel(request, limits.adminLevel);
      await approveCancel({ db, payments, messaging, cancelIdx: request.params.idx, log: request.log });
      return { err_code: 0, err_msg: '승인되었습니다.', contents: null };
    },
  );
};
