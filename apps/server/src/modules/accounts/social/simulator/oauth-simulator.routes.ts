import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { socialProviderNames } from '../providers/social-provider';
import type { OAuthSimulator } from './oauth-simulator';
import { kakaoProfileOf, naverProfileOf } from './oauth-simulator';
import { authorizePage, errorPage, formPostPage } from './simulator-pages';

const providerParams = z.object({ provider: z.enum(socialProviderNames) });
const fields = z.record(z.string(), z.string().optional());
const hidden = { hide: true } as const;

/**
 * Kakao, Naver and Apple as local sites under /__sim/oauth (integrations.md §2.4), so social login
 * works end to end with no account at any provider. Off when SOCIAL_LOGIN=real.
 */
export const oauthSimulatorRoutes: FastifyPluginAsyncZod<{ simulator: OAuthSimulator }> = async (
  app,
  { simulator },
) => {
  app.get(
    '/__sim/oauth/:provider/authorize',
    { schema: { ...hidden, params: providerParams, querystring: fields } },
    async (request, reply) => {
      const { provider } = request.params;
      const problem = simulator.authorizeProblem(provider, request.query);
      reply.type('text/html; charset=utf-8');
      if (problem) return reply.status(400).send(errorPage(problem));
      const { client_id, redirect_uri, response_type, response_mode, state, nonce } = request.query;
      // Like Apple, read the scope as sent: one whose space came as `+` is ignored (no name, no email).
      const rawScope = new URL(request.url, 'http://sim').search.match(/[?&]scope=([^&]*)/)?.[1] ?? '';
      const scope = provider === 'apple' && rawScope.includes('+') ? '' : request.query.scope;
      return authorizePage(provider, {
        client_id,
        redirect_uri,
        response_type,
        response_mode,
        scope,
        state,
        nonce,
      });
    },
  );

  app.post(
    '/__sim/oauth/:provider/authorize',
    { schema: { ...hidden, params: providerParams, body: fields } },
    async (request, reply) => {
      const { provider } = request.params;
      const form = request.body;
      const problem = simulator.authorizeProblem(provider, form);
      if (problem) return reply.status(400).type('text/html; charset=utf-8').send(errorPage(problem));
      const redirectUri = simulator.redirectUriOf(provider);
      const issued =
        form.decision === 'allow'
          ? simulator.issueCode(provider, form.person, form.nonce, form.scope)
          : undefined;
      const answer = issued
        ? { code: issued.code, state: form.state, user: issued.user }
        : provider === 'apple'
          ? { error: 'user_cancelled_authorize', state: form.state }
          : { error: 'access_denied', error_description: 'User denied access', state: form.state };
      if (provider === 'apple')
        return reply.type('text/html; charset=utf-8').send(formPostPage(redirectUri, answer));
      const query = new URLSearchParams(
        Object.entries(answer).filter((entry): entry is [string, string] => entry[1] !== undefined),
      );
      return reply.redirect(`${redirectUri}?${query}`);
    },
  );

  app.post(
    '/__sim/oauth/:provider/token',
    { schema: { ...hidden, params: providerParams, body: fields } },
    async (request, reply) => {
      const { status, body } = await simulator.exchange(request.params.provider, request.body);
      return reply.status(status).send(body);
    },
  );

  app.get('/__sim/oauth/kakao/v2/user/me', { schema: hidden }, async (request, reply) => {
    const person = simulator.personFor('kakao', request.headers.authorization);
    if (!person) return reply.status(401).send({ msg: 'this access token does not exist', code: -401 });
    return kakaoProfileOf(person);
  });

  app.get('/__sim/oauth/naver/v1/nid/me', { schema: hidden }, async (request, reply) => {
    const person = simulator.personFor('naver', request.headers.authorization);
    if (!person) return reply.status(401).send({ resultcode: '024', message: 'Authentication failed' });
    return naverProfileOf(person);
  });

  app.get('/__sim/oauth/apple/keys', { schema: hidden }, async () => simulator.jwks);
};
