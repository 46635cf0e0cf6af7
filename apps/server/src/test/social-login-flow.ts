import type { FastifyInstance } from 'fastify';
import type { SocialProviderName } from '../modules/accounts/social/providers/social-provider';

type Options = { returnTo?: string; decision?: 'allow' | 'deny'; remoteAddress?: string };

const pathOf = (url: string) => {
  const parsed = new URL(url, 'http://localhost');
  return `${parsed.pathname}${parsed.search}`;
};

const unescapeHtml = (text: string) =>
  text.replace(/&#(\d+);/g, (_match, code: string) => String.fromCharCode(Number(code)));

/** The hidden fields of a page's form, as the browser would post them. */
export function hiddenFieldsOf(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g))
    fields[unescapeHtml(match[1] ?? '')] = unescapeHtml(match[2] ?? '');
  return fields;
}

/**
 * Walks a browser through a social login against the app's own simulator: start, the provider's
 * page (picking a fixture person), the callback. Answers where the callback sent the browser, the
 * ticket in it and the binding cookie the browser holds.
 */
export async function walkSocialLogin(
  app: FastifyInstance,
  provider: SocialProviderName,
  person: string,
  options: Options = {},
) {
  const remoteAddress = options.remoteAddress ?? '203.0.113.10';
  const query = options.returnTo ? `?returnTo=${encodeURIComponent(options.returnTo)}` : '';
  const start = await app.inject({
    method: 'GET',
    url: `/api/oauth/${provider}/start${query}`,
    remoteAddress,
  });
  if (start.statusCode !== 302) throw new Error(`start answered ${start.statusCode}: ${start.body}`);
  const binding = start.cookies.find((cookie) => cookie.name === 'edu_social')?.value ?? '';
  const cookie = `edu_social=${binding}`;
  const authorizeUrl = String(start.headers.location);

  const page = await app.inject({ method: 'GET', url: pathOf(authorizeUrl) });
  if (page.statusCode !== 200) throw new Error(`authorize page answered ${page.statusCode}: ${page.body}`);
  const consent = await app.inject({
    method: 'POST',
    url: `/__sim/oauth/${provider}/authorize`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      ...hiddenFieldsOf(page.body),
      person,
      decision: options.decision ?? 'allow',
    }).toString(),
  });

  // Kakao and Naver redirect back; Apple posts a form back from its own site (so no cookie of ours).
  const callback =
    provider === 'apple'
      ? await app.inject({
          method: 'POST',
          url: '/api/oauth/apple/callback',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            origin: 'https://appleid.apple.com',
          },
          payload: new URLSearchParams(hiddenFieldsOf(consent.body)).toString(),
          remoteAddress,
        })
      : await app.inject({
          method: 'GET',
          url: pathOf(String(consent.headers.location)),
          headers: { cookie },
          remoteAddress,
        });
  const location = String(callback.headers.location);
  const ticket = new URL(location, 'http://localhost').searchParams.get('ticket') ?? '';
  return {
    callback,
    location,
    ticket,
    cookie,
    applePost: provider === 'apple' ? hiddenFieldsOf(consent.body) : undefined,
  };
}

/** GET /api/check-sns as the page calls it. */
export async function checkSns(app: FastifyInstance, ticket: string, cookie: string, provider = 'kakao') {
  return app.inject({
    method: 'GET',
    url: `/api/check-sns?sns_type=${provider}&ticket=${encodeURIComponent(ticket)}`,
    headers: { cookie },
    remoteAddress: '203.0.113.20',
  });
}
