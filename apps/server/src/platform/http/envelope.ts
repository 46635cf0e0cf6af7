import { type ApiEnvelope, apiErrorSchema, type NewApiEnvelope, newApiErrorSchema } from '@edu/shared';
import type { FastifyReply } from 'fastify';

/** A successful `/api` answer. */
export const ok = <T>(contents: T, message = ''): ApiEnvelope<T> => ({
  err_code: 0,
  err_msg: message,
  contents,
});

/** A successful `/new_api` answer. */
export const okNew = <T>(data: T, message = 'OK'): NewApiEnvelope<T> => ({ code: '200', message, data });

/**
 * A route schema's refusals under `/api`: each status code answers `{err_code, err_msg, contents: null}`,
 * e.g. `response: { 200: apiEnvelope(x), ...refusals(400, 401, 404) }`.
 */
export const refusals = <Code extends number>(...codes: Code[]) => answersOf(codes, apiErrorSchema);

/** The same for `/new_api` and the recovery calls: `{code, message, data: null}`. */
export const newApiRefusals = <Code extends number>(...codes: Code[]) => answersOf(codes, newApiErrorSchema);

const answersOf = <Code extends number, Schema>(codes: Code[], schema: Schema) =>
  Object.fromEntries(codes.map((code) => [code, schema])) as Record<Code, Schema>;

/**
 * Which envelope a path answers with: `/new_api` and the recovery calls use `{code, message, data}`,
 * everything else under `/api` uses `{err_code, err_msg, contents}`.
 */
export function envelopeKindOf(url: string): 'api' | 'new_api' {
  if (url.startsWith('/new_api/') || url.startsWith('/api/account/lost/')) return 'new_api';
  return 'api';
}

/** The refusal body for a path, in the envelope that path speaks. */
export function refusalBody(
  url: string,
  status: number,
  message: string,
  codes: { errCode?: number; code?: string; contents?: unknown } = {},
) {
  if (envelopeKindOf(url) === 'new_api') {
    return { code: codes.code ?? String(status), message, data: codes.contents ?? null };
  }
  return { err_code: codes.errCode ?? status, err_msg: message, contents: codes.contents ?? null };
}

/**
 * Sends an answer already validated and serialised (cached public lists): Fastify then skips its
 * serializer. The route's response schema still documents the shape.
 */
export function sendSerialized(reply: FastifyReply, json: string): FastifyReply {
  return reply
    .type('application/json; charset=utf-8')
    .serializer((payload: unknown) => payload as string)
    .send(json as never);
}

/**
 * Refuses a request before its route runs (a guard's hook), in the envelope of its path. The body is
 * written as it is, not through the route's answer schema, which describes what its handler answers.
 */
export function sendRefusal(reply: FastifyReply, status: number, message: string): FastifyReply {
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .serializer(JSON.stringify)
    .send(refusalBody(reply.request.url, status, message));
}
