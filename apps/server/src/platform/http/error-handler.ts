import { messages } from '@edu/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error';
import { refusalBody } from './envelope';

const hangul = /[\uac00-\ud7a3]/;

/**
 * The one place errors become answers: AppErrors keep their status and Korean message, validation
 * failures become a 400 naming the field, anything unexpected a 500 with the generic text and no stack.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const url = request.url;
    if (error instanceof AppError) {
      // A visitor asking for a member's page is not logged in, not refused: only a member's refusal is worth a warning.
      if (error.status === 403 && !error.notAuthorisation) {
        request.log.warn({ status: error.status, url: request.routeOptions.url }, 'authorisation refused');
      }
      if (error.status === 503) {
        // An outside service (the file store) is down: worth an alert, and the caller may retry shortly.
        request.log.error({ err: error.cause ?? error, url: request.routeOptions.url }, error.name);
        reply.header('retry-after', '5');
      }
      return reply.status(error.status).send(refusalBody(url, error.status, error.message, error));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const field = issue?.instancePath?.replace(/^\//, '').replaceAll('/', '.') || '';
      const own = issue?.message && hangul.test(issue.message) ? issue.message : undefined;
      const message = own ?? (field ? `${messages.invalidInput} (${field})` : messages.invalidInput);
      return reply.status(400).send(refusalBody(url, 400, message));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send(refusalBody(url, 429, messages.tooManyRequests));
    if (status >= 400 && status < 500) {
      // Fastify's own refusals (malformed JSON, body too large, unsupported media type).
      return reply.status(status).send(refusalBody(url, status, messages.invalidInput));
    }
    if (isRefusedValue(error)) {
      // The schema let through what the column refuses (too long, out of range): the transaction rolled
      // back, so nothing changed; the person gets the usual 400.
      request.log.warn({ err: error, url: request.routeOptions.url }, 'value refused by the database');
      return reply.status(400).send(refusalBody(url, 400, messages.invalidInput));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      reply.header('retry-after', '5');
      return reply.status(503).send(refusalBody(url, 503, messages.unavailable));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(refusalBody(url, 500, messages.generic));
  });
}

/** PostgreSQL's error code, on the error or on the query error Drizzle wraps it in. */
function databaseCode(error: unknown): unknown {
  const own = (error as { code?: unknown }).code;
  return typeof own === 'string' ? own : (error as { cause?: { code?: unknown } }).cause?.code;
}

/**
 * Data exceptions of PostgreSQL (class 22): a value too long for its column, out of range, or not
 * text at all. Input the schema should have refused, never the server's fault.
 */
function isRefusedValue(error: unknown): boolean {
  const code = databaseCode(error);
  return typeof code === 'string' && code.startsWith('22');
}

/** Connection-level failures of PostgreSQL: answer 503 with a retry hint instead of a 500. */
function isDatabaseUnavailable(error: unknown): boolean {
  const code = databaseCode(error);
  if (typeof code !== 'string') return false;
  return (
    ['ECONNREFUSED', 'ECONNRESET', '57P01', '57P03', '08006', '08001', '08003'].includes(code) ||
    (error as Error).message?.includes('timeout exceeded when trying to connect')
  );
}
