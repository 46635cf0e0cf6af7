import { errCodes, messages } from '@edu/shared';

type AppErrorOptions = {
  /** `err_code` of `/api` answers; defaults to the HTTP status. */
  errCode?: number;
  /** `code` of `/new_api` answers (the spec's "031", "032", ...); defaults to the HTTP status. */
  code?: string;
  /** Extra answer payload some refusals carry (e.g. `joinType`). */
  contents?: unknown;
  /**
   * A 403 that refuses a thing, not a person (a full session): not logged as an authorisation failure,
   * which would flood the log in a registration rush.
   */
  notAuthorisation?: boolean;
};

/** The one error type of the app: an HTTP status, a Korean message for the user, and the envelope codes. */
export class AppError extends Error {
  readonly status: number;
  readonly errCode: number;
  readonly code: string;
  readonly contents: unknown;
  readonly notAuthorisation: boolean;

  constructor(status: number, message: string, options: AppErrorOptions = {}) {
    super(message);
    this.name = 'AppError';
    this.status = status;
    this.errCode = options.errCode ?? status;
    this.code = options.code ?? String(status);
    this.contents = options.contents ?? null;
    this.notAuthorisation = options.notAuthorisation ?? false;
  }
}

export const badRequest = (message: string = messages.invalidInput, options?: AppErrorOptions) =>
  new AppError(400, message, options);
export const unauthorized = (message: string = messages.loginRequired) =>
  new AppError(401, message, { errCode: errCodes.unauthorized });
export const forbidden = (message: string = messages.forbidden, options?: AppErrorOptions) =>
  new AppError(403, message, options);
export const notFound = (message: string = messages.notFoundResource) => new AppError(404, message);
export const conflict = (message: string, options?: AppErrorOptions) => new AppError(409, message, options);
