import { type Fetch, SocialLoginError } from './social-provider';

const timeoutMs = 10_000;

/** POSTs a form to a token endpoint and answers its JSON; HTTP errors and `{error}` bodies become SocialLoginError. */
export async function postForm(
  fetchFn: Fetch,
  url: string,
  form: Record<string, string>,
): Promise<Record<string, unknown>> {
  return readJson(
    url,
    await fetchFn(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded;charset=utf-8',
        Accept: 'application/json',
      },
      body: new URLSearchParams(form).toString(),
      signal: AbortSignal.timeout(timeoutMs),
    }),
  );
}

/** GETs a JSON resource, with a Bearer token when given. */
export async function getJson(
  fetchFn: Fetch,
  url: string,
  accessToken?: string,
): Promise<Record<string, unknown>> {
  return readJson(
    url,
    await fetchFn(url, {
      headers: {
        Accept: 'application/json',
        ...(accessToken && { Authorization: `Bearer ${accessToken}` }),
      },
      signal: AbortSignal.timeout(timeoutMs),
    }),
  );
}

async function readJson(url: string, response: Response): Promise<Record<string, unknown>> {
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new SocialLoginError(`${url} answered ${response.status} with no JSON`);
  }
  if (typeof body !== 'object' || body === null) throw new SocialLoginError(`${url} answered ${text}`);
  const record = body as Record<string, unknown>;
  // Naver (and sometimes Kakao) report errors with HTTP 200 and an `error` field.
  if (!response.ok || typeof record.error === 'string') {
    const description = record.error_description ?? record.msg ?? record.message ?? '';
    throw new SocialLoginError(
      `${url} refused: ${response.status} ${String(record.error ?? record.code ?? '')} ${String(description)}`,
    );
  }
  return record;
}

/** The `access_token` of a token answer. */
export function accessTokenOf(answer: Record<string, unknown>): string {
  const token = answer.access_token;
  if (typeof token !== 'string' || !token) throw new SocialLoginError('token answer has no access_token');
  return token;
}
