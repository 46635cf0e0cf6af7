import type { FastifyInstance } from 'fastify';

/**
 * Parses application/x-www-form-urlencoded bodies into a plain object of strings: the providers'
 * form posts (Apple's login callback, the payment provider's returns) and the simulators' forms.
 * A repeated field keeps its last value.
 */
export function registerFormBodyParser(app: FastifyInstance) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
}
