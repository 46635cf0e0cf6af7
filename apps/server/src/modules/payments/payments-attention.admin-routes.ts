import { apiEnvelope, paymentResolutionSchema, paymentsNeedingAttentionSchema } from '@edu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../../platform/auth';
import { ok, refusals } from '../../platform/http/envelope';
import { idParam } from '../../platform/http/id-param';
import { kstDateTime } from '../../platform/korean-time';
import type { Payments } from './create-payments';

/** Administrators see the payments a person must check with the provider (quality bar 16). */
export const paymentAttentionAdminRoutes: FastifyPluginAsyncZod<{ payments: Payments }> = async (
  app,
  { payments },
) => {
  app.get(
    '/api/admin/payments/attention',
    {
      schema: {
        tags: ['admin'],
        summary: '확인 필요 결제',
        description:
          'Administrators only: payments whose outcome a person must check, newest first — approvals in review, payments a provider notice flagged (a deposit the bank cancelled, a deposit that does not match), and refunds in doubt — with what the provider said.',
        response: { 200: apiEnvelope(paymentsNeedingAttentionSchema), ...refusals(401, 403) },
      },
    },
    async (_request) => {
      const list = await payments.needingAttention();
      return ok({ list: list.map((row) => ({ ...row, since: kstDateTime(row.since) })) });
    },
  );

  app.put(
    '/api/admin/payments/:paymentId/resolution',
    {
      schema: {
        tags: ['admin'],
        summary: '확인 필요 결제 정리',
        description:
          'Administrators only: settles a payment of the "확인 필요" list with what the provider’s back office showed (`note`, written to the audit log). `approved` / `notApproved` for an approval in review (the purchase is completed, or failed and what it held released); `refundMade` / `refundNotMade` for the refund in doubt `refundId` (the cancellation it was asked for is then finished, or handed back to 취소신청); `acknowledged` for a flagged notice. 409 when the payment is no longer in that state, or when a purchase can no longer take the money.',
        params: idParam('paymentId'),
        body: paymentResolutionSchema,
        response: {
          200: apiEnvelope(z.null()),
          ...refusals(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      await payments.resolveAttention({
        paymentId: request.params.paymentId,
        refundId: request.body.refundId,
        resolution: request.body.resolution,
        note: request.body.note,
        actor: { memberIdx: admin.memberIdx, uid: admin.uid },
      });
      return ok(null);
    },
  );
};
