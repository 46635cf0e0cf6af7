import { apiEnvelope, limits, paymentsNeedingAttentionSchema } from '@edu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope';
import { kstDateTime } from '../../platform/korean-time';
import { requireLevel } from '../accounts';
import type { Payments } from '../payments';

const refusal = apiEnvelope(z.null());

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
        response: { 200: apiEnvelope(paymentsNeedingAttentionSchema), 401: refusal, 403: refusal },
      },
    },
    async (request) => {
      await requireLevel(request, limits.adminLevel);
      const list = await payments.needingAttention();
      return ok({ list: list.map((row) => ({ ...row, since: kstDateTime(row.since) })) });
    },
  );
};
