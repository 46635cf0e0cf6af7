import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { InicisSimulator } from './inicis-simulator';
import { fields, hidden } from './simulator-http';

const refundTypes = ['refund', 'partialRefund', 'refund/vacct', 'partialRefund/vacct'];

/**
 * INIAPI v2 refunds and transaction inquiry (integrations.md §1.5, §1.12 item 7); the v1 form API is
 * refused with a clear answer.
 */
export const iniapiSimulatorRoutes: FastifyPluginAsyncZod<{ simulator: InicisSimulator }> = async (
  app,
  { simulator },
) => {
  app.post(
    '/__sim/inicis/iniapi/v2/pg/*',
    { schema: { ...hidden, body: z.record(z.string(), z.unknown()) } },
    async (request, reply) => {
      const type = (request.params as { '*': string })['*'];
      if (type === 'inquiry') return simulator.inquire(request.body);
      if (refundTypes.includes(type) && simulator.takeRefundLoss())
        return reply
          .status(502)
          .type('text/html; charset=utf-8')
          .send('<html><body>502 Bad Gateway</body></html>');
      if (!refundTypes.includes(type))
        return reply.status(404).send({ resultCode: '01', resultMsg: `지원하지 않는 요청입니다. (${type})` });
      return simulator.refund(type, request.body);
    },
  );
  app.post('/__sim/inicis/iniapi/api/v1/refund', { schema: hidden }, async (_request, reply) =>
    reply.status(400).send({ resultCode: '01', resultMsg: 'v1 API는 지원하지 않습니다. v2를 사용하세요.' }),
  );

  // Test control: the next refund is lost on the way (the provider's answer never comes back).
  app.post('/__sim/inicis/faults', { schema: { ...hidden, body: fields } }, async (request) => {
    if (request.body.refund === 'gatewayError') simulator.loseNextRefund();
    return { ok: true };
  });
};
