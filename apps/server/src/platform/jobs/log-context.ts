import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

/**
 * The request id follows the work a request leaves behind (issue 20): a job sent while a request is
 * answered carries its id, and every log line written while that job runs has `reqId` (the request's)
 * and `job` (the queue), so one search in the log finds a registration and the KakaoTalk message it sent.
 */
type RequestScope = { reqId: string };
type JobScope = { reqId?: string; job: string };

const requestScope = new AsyncLocalStorage<RequestScope>();
const jobScope = new AsyncLocalStorage<JobScope>();

/** Remembers each request's id for the jobs it sends. */
export function registerRequestScope(app: FastifyInstance): void {
  // A callback hook: the rest of the request (its handler and what it awaits) runs inside `run`.
  app.addHook('onRequest', (request, _reply, done) => {
    requestScope.run({ reqId: String(request.id) }, done);
  });
}

/** The id of the request being answered here, if any (none in a job or at start-up). */
export const currentRequestId = (): string | undefined =>
  jobScope.getStore()?.reqId ?? requestScope.getStore()?.reqId;

/** Runs a job's work with its queue and its request's id on every log line. */
export const runInJobScope = <T>(scope: JobScope, work: () => Promise<T>): Promise<T> =>
  jobScope.run(scope, work);

/**
 * pino's mixin: adds the job's fields to lines written while a job runs. Request lines already carry
 * `reqId` through Fastify's child logger, so nothing is added to them.
 */
export const jobLogFields = (): Record<string, string> => {
  const scope = jobScope.getStore();
  if (!scope) return {};
  return scope.reqId ? { job: scope.job, reqId: scope.reqId } : { job: scope.job };
};
