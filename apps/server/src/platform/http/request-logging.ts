import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { jobLogFields } from '../jobs/log-context';

/** Query keys whose values say nothing about a person (pages, filters, ids): logged as they are. */
const plainQueryKeys = new Set([
  'page',
  'size',
  'boardId',
  'searchType',
  'scope',
  'type',
  'status',
  'tab',
  'device',
  'payDevice',
  'detailNumber',
  'batchId',
  'purpose',
  'sns_type',
  'idx',
  'conferenceIdx',
  'oid',
  'resultCode',
]);

/** A path segment logged as it is: a word of a route, an id, a provider name. Anything else is masked. */
const plainPathValue = /^[A-Za-z0-9_.-]{1,40}$/;
/** A plain key's value logged as it is: a number, a word, an order id. */
const plainQueryValue = /^[A-Za-z0-9_.-]{1,64}$/;

/**
 * The URL as the log may hold it (quality bar 13): path segments only when they are plain words or
 * ids (a route's own segments always are), query values only for the plain keys above, and the app
 * token of /management/{token} always masked.
 */
export function redactUrl(url: string): string {
  const [path = '', query] = url.split('?', 2);
  const safePath = path
    .replace(/^\/management\/[^/]+/, '/management/[redacted]')
    .split('/')
    .map((segment) =>
      segment === '' || segment === '[redacted]' || plainPathValue.test(segment) ? segment : '[redacted]',
    )
    .join('/');
  if (!query) return safePath;
  const params = new URLSearchParams(query);
  for (const key of [...new Set(params.keys())])
    if (!plainQueryKeys.has(key) || !params.getAll(key).every((value) => plainQueryValue.test(value)))
      params.set(key, '[redacted]');
  return `${safePath}?${params.toString()}`;
}

/** Drizzle writes a failed query's values after its SQL: `Failed query: …\nparams: …`. */
const queryValues = /\nparams: [\s\S]*?(?=\n {4}at |$)/;

type SerializedError = { type: string; message: string; stack: string; [field: string]: unknown };

/** Fields of an error (and of PostgreSQL's) that say what failed without carrying what was sent. */
const safeErrorFields = [
  'code',
  'statusCode',
  'severity',
  'routine',
  'constraint',
  'table',
  'column',
  'schema',
  'dataType',
  'query',
] as const;

/**
 * An error as the log may hold it (quality bar 13): its type, message, stack and codes, never the
 * parameters of a failed query nor PostgreSQL's `detail` (which repeats the values of a row) — one such
 * 500 once wrote a member's name, phone, address and password hash into the log.
 */
export function serializeError(error: Error, depth = 0): SerializedError {
  const fields = error as Error & Record<string, unknown>;
  const safe: SerializedError = {
    type: error.constructor?.name ?? 'Error',
    message: error.message.replace(queryValues, ''),
    stack: (error.stack ?? '').replace(queryValues, ''),
  };
  for (const field of safeErrorFields) if (fields[field] !== undefined) safe[field] = fields[field];
  if (error.cause instanceof Error && depth < 3) safe.cause = serializeError(error.cause, depth + 1);
  return safe;
}

/** pino settings: one line per request, no passwords, tokens or cookies, into the given stream. */
export function loggerOptions(
  level: string,
  stream: { write(line: string): void },
): FastifyServerOptions['logger'] {
  return {
    level,
    stream,
    // Lines written inside a job carry its queue and the id of the request that sent it.
    mixin: jobLogFields,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.upw',
        '*.password',
        '*.newPassword',
        '*.prePassword',
        '*.passCode',
        '*.accessToken',
        '*.token',
      ],
      censor: '[redacted]',
    },
    serializers: {
      err: (error: Error) => serializeError(error),
      req(request: { method: string; url: string; ip?: string }) {
        return { method: request.method, url: redactUrl(request.url), ip: request.ip };
      },
    },
  };
}

/**
 * One log line per request, written when its answer has gone: method, URL (redacted), address, status
 * and time taken, under the request's id. Fastify's own pair of lines (incoming, completed) is off.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      { req: request, status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 },
      'request',
    );
  });
}
