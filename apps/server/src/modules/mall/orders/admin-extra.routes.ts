import { apiEnvelope, createExtraPaymentSchema } from '@edu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../../../platform/auth';
import type { Db } from '../../../platform/db/database';
import { ok, refusals } from '../../../platform/http/envelope';
import type { Messaging } from '../../messaging';
import { createExtraPayment } from './extra-payments';

/** The administration's extra charge of an order (the mall administration screens come with their own issue). */
export const extraPaymentAdminRoutes: FastifyPluginAsyncZod<{ db: Db; messaging: Messaging }> = async (
  app,
  { db, messaging },
) => {
  app.post(
    '/api/admin/mall/orders/:oid/extra',
    {
      schema: {
        tags: ['admin'],
        summary: '추가 결제 요청',
        description:
          'Asks an extra charge (amount 100–10,000,000 won, a reason) of a paid order: the order shows (추가)결제생성, the buyer is told by KakaoTalk, and the change is in the audit log. Administrators only.',
        params: z.object({ oid: z.string().min(1).max(40) }),
        body: createExtraPaymentSchema,
        response: {
          200: apiEnvelope(z.object({ orderExtraOid: z.string() })),
          ...refusals(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const actor = await requireAdmin(request);
      const created = await createExtraPayment({
        db,
        messaging,
        actor,
        oid: request.params.oid,
        ...request.body,
      });
      await messaging.dispatch(created.messageIds);
      return ok({ orderExtraOid: created.orderExtraOid });
    },
  );
};
