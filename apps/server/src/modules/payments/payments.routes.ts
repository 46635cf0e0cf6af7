import { apiEnvelope, paymentResultSchema, sameSitePath } from '@edu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireMember } from '../../platform/auth';
import { ok, refusals } from '../../platform/http/envelope';
import type { Payments } from './create-payments';
import { paymentCloseRoutes } from './payment-close.routes';

const formFields = z.record(z.string(), z.string().optional());

/**
 * The provider's side of payments: the payer's return from the payment window (a cross-site form post
 * that carries no session, so the order id identifies it), deposit notices answered in plain text, and
 * the result the site's page reads.
 */
export const paymentRoutes: FastifyPluginAsyncZod<{ payments: Payments; publicUrl: string }> = async (
  app,
  { payments, publicUrl },
) => {
  await app.register(paymentCloseRoutes, { closeScriptUrl: payments.closeScriptUrl, publicUrl });

  for (const device of ['pc', 'mobile'] as const) {
    const handler = async (body: Record<string, string | undefined>) =>
      `${publicUrl}${await payments.completeReturn(device, body)}`;
    app.post(
      `/api/payment/return/${device}`,
      { config: { providerForm: true }, schema: { hide: true, body: formFields } },
      async (request, reply) => reply.redirect(await handler(request.body), 303),
    );
    // Mobile returns may come as GET (integrations.md §1.2 Step 2).
    if (device === 'mobile')
      app.get(
        '/api/payment/return/mobile',
        { schema: { hide: true, querystring: formFields } },
        async (request, reply) => reply.redirect(await handler(request.query), 303),
      );
  }

  for (const path of ['/api/payment/vbank/noti', '/api/payment/mobile/noti'])
    app.post(
      path,
      { config: { providerForm: true }, schema: { hide: true, body: formFields } },
      async (request, reply) => {
        request.log.info({ path }, 'payment notice received');
        return reply
          .type('text/plain; charset=utf-8')
          .send(await payments.recordDeposit(request.body, request.ip));
      },
    );

  // 구매안전서비스 status notices, at the URL registered in the merchant's admin (integrations.md §1.6).
  app.post(
    '/api/payment/escrow/noti',
    { config: { providerForm: true }, schema: { hide: true, body: formFields } },
    async (request, reply) => {
      request.log.info({ clStatus: request.body.cl_status }, 'escrow notice received');
      return reply
        .type('text/plain; charset=utf-8')
        .send(await payments.recordEscrowNotice(request.body, request.ip));
    },
  );
  // The escrow confirmation window's return: the outcome comes by the status notice, so the browser is
  // only sent back to the page it came from (a cross-site post, like the payment window's return).
  for (const method of ['GET', 'POST'] as const)
    app.route({
      method,
      url: '/api/payment/escrow/return',
      config: { providerForm: true },
      schema: { hide: true, querystring: z.object({ back: z.string().max(300).optional() }) },
      handler: async (request, reply) =>
        reply.redirect(`${publicUrl}${sameSitePath(request.query.back)}`, 303),
    });

  app.get(
    '/api/payment/result',
    {
      schema: {
        tags: ['payments'],
        summary: '결제 결과',
        description:
          'The outcome of payment attempt `oid` for the result page (spec §7): amount, method, the buyer’s phone and, for a virtual account, the bank, number, holder and deadline. Only the member who paid may read it; reading changes nothing.',
        querystring: z.object({ oid: z.string().max(64), device: z.string().max(10).optional() }),
        response: { 200: apiEnvelope(paymentResultSchema), ...refusals(401, 404) },
      },
    },
    async (request) => {
      const member = await requireMember(request);
      return ok(await payments.result(request.query.oid, member.memberIdx));
    },
  );
};
