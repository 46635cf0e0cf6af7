import type { ApiEnvelope, NewApiEnvelope } from '@edu/shared';
import { messages } from '@edu/shared';

/** Spec §9: requests give up after 100 seconds. */
const requestTimeoutMs = 100_000;

/**
 * A refused or failed call. `status` is the HTTP status (0 when no answer arrived), `code` the envelope's
 * err_code (`/api`) or code (`/new_api`) when the server sent one; `message` is the Korean text to show.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly code: number | string | null = null,
    /** The envelope's contents/data sent with the refusal (e.g. the join types of an already joined phone). */
    readonly contents: unknown = null,
    /** The whole refusal as the server sent it (e.g. the `reasons` of a refused post save). */
    readonly body: unknown = null,
  ) {
    super(message);
  }

  /** True when no answer came back at all (offline, DNS, time-out). */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers (e.g. the temporary Authorization token of account recovery). */
  headers?: Record<string, string>;
  /** How long to wait for the answer; spec §9: 100 s, 600 s for bulk sends. */
  timeoutMs?: number;
};

/** Calls an `/api/...` path and returns `contents` of its `{err_code, err_msg, contents}` envelope. */
export function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return apiWithMessage<T>(path, options).then((answer) => answer.contents);
}

/** Like api(), but also answers the success text the server put in err_msg (e.g. "회원정보가 수정되었습니다."). */
export function apiWithMessage<T>(
  path: string,
  options: RequestOptions = {},
): Promise<{ contents: T; message: string }> {
  return request(path, options, (json, status) => {
    const envelope = json as Partial<ApiEnvelope<T>>;
    if (typeof envelope.err_code !== 'number') throw new ApiError(fallbackMessage(status), status);
    if (envelope.err_code !== 0) {
      throw new ApiError(
        envelope.err_msg || fallbackMessage(status),
        status,
        envelope.err_code,
        envelope.contents ?? null,
      );
    }
    return { contents: envelope.contents as T, message: envelope.err_msg ?? '' };
  });
}

/** Calls a `/new_api/...` path and returns `data` of its `{code, message, data}` envelope (code "200" is success). */
export function newApi<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return request(path, options, (json, status) => {
    const envelope = json as Partial<NewApiEnvelope<T>>;
    if (typeof envelope.code !== 'string') throw new ApiError(fallbackMessage(status), status);
    if (envelope.code !== '200') {
      throw new ApiError(
        envelope.message || fallbackMessage(status),
        status,
        envelope.code,
        envelope.data ?? null,
        json,
      );
    }
    return envelope.data as T;
  });
}

async function request<T>(
  path: string,
  { method = 'GET', body, signal, headers: extraHeaders, timeoutMs = requestTimeoutMs }: RequestOptions,
  unwrap: (json: unknown, status: number) => T,
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...extraHeaders };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  const timeout = AbortSignal.timeout(timeoutMs);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
  let response: Response;
  try {
    for (let attempt = 1; ; attempt += 1) {
      response = await fetch(path, {
        method,
        headers,
        body: payload,
        // The session is an HttpOnly cookie of this origin: nothing is kept in web storage.
        credentials: 'same-origin',
        signal: combined,
      });
      const wait = overloadRetryDelayMs(response, attempt);
      if (wait === null) break;
      await sleep(wait, combined);
    }
  } catch (error) {
    // A caller's cancellation (e.g. TanStack Query unmounting) must stay an AbortError.
    if (signal?.aborted) throw error;
    throw new ApiError(messages.network, 0);
  }

  let json: unknown;
  try {
    json = await response.json();
  } catch (error) {
    if (signal?.aborted) throw error;
    // No JSON at all: a proxy page, an empty body or a cut connection.
    throw new ApiError(fallbackMessage(response.status), response.status);
  }
  if (json === null || typeof json !== 'object')
    throw new ApiError(fallbackMessage(response.status), response.status);
  return unwrap(json, response.status);
}

/** Sends after an overload refusal: two more tries, then the refusal's message is shown. */
const overloadRetries = 2;

/**
 * The wait before sending again a call the server refused at once because it was overloaded (503 with
 * Retry-After: it did nothing, so any call may go again), or null to stop. Jitter spreads the crowd's
 * retries so they do not come back together.
 */
export function overloadRetryDelayMs(
  response: Pick<Response, 'status' | 'headers'>,
  attempt: number,
): number | null {
  if (response.status !== 503 || attempt > overloadRetries) return null;
  const seconds = Number(response.headers.get('retry-after'));
  if (!Number.isFinite(seconds) || seconds <= 0) return null;
  return Math.min(seconds * 1000 * (0.5 + Math.random()) * attempt, 10_000);
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/** The text for an answer without a usable envelope, chosen by its HTTP status. */
function fallbackMessage(status: number): string {
  if (status === 401) return messages.loginRequired;
  if (status === 403) return messages.forbidden;
  if (status === 404) return messages.notFoundApi;
  if (status === 429) return messages.tooManyRequests;
  if (status === 503) return messages.unavailable;
  if (status >= 200 && status < 300) return messages.unexpected;
  return messages.generic;
}
