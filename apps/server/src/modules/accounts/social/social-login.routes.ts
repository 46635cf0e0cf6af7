import { apiEnvelope, socialCheckSchema } from '@edu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../platform/db/database';
import { ok, refusals } from '../../../platform/http/envelope';
import { readBindingCookie, setBindingCookie } from './binding-cookie';
import { type CallbackParams, SocialLoginError, socialProviderNames } from './providers/social-provider';
import {
  checkSocialTicket,
  completeSocialLogin,
  SocialLoginCancelled,
  startSocialLogin,
} from './social-login';
import type { SocialProviders } from './social-providers';

const providerParams = z.object({ provider: z.enum(socialProviderNames) });
const callbackFields = z.record(z.string(), z.string().optional());

/** The page that finishes a social login: /kakaoLoginCheck, /naverLoginCheck, /appleLoginCheck. */
const checkPage = (provider: string) => `/${provider}LoginCheck`;

/**
 * Social login (spec §4): the browser goes to /start, the provider comes back to /callback (Apple by a
 * cross-site form post), the server exchanges the code itself and hands the page a one-time ticket;
 * the page then asks /api/check-sns what to do and logs in or signs up with that ticket.
 */
export const socialLoginRoutes: FastifyPluginAsyncZod<{
  db: Db;
  providers: SocialProviders;
  publicUrl: string;
  secureCookies: boolean;
}> = async (app, { db, providers, publicUrl, secureCookies }) => {
  const redirectUriOf = (provider: string) => `${publicUrl}/api/oauth/${provider}/callback`;

  app.get(
    '/api/oauth/:provider/start',
    {
      config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
      schema: {
        tags: ['accounts'],
        summary: '간편 로그인 시작',
        description:
          'Redirects to the provider’s sign-in page and sets the browser binding cookie. `returnTo` is a path of this site to come back to.',
        params: providerParams,
        querystring: z.object({ returnTo: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const { provider: name } = request.params;
      const provider = providers[name];
      if (!provider) return reply.redirect(`${checkPage(name)}?error=unavailable`);
      const { url, binding } = await startSocialLogin({
        db,
        provider,
        redirectUri: redirectUriOf(name),
        returnTo: request.query.returnTo,
      });
      setBindingCookie(reply, binding, secureCookies);
      return reply.redirect(url);
    },
  );

  const handleCallback = async (
    name: (typeof socialProviderNames)[number],
    params: CallbackParams,
    log: { warn: (object: object, message: string) => void },
  ) => {
    const provider = providers[name];
    if (!provider) return `${checkPage(name)}?error=unavailable`;
    try {
      const { ticket, returnTo } = await completeSocialLogin({
        db,
        provider,
        redirectUri: redirectUriOf(name),
        params,
      });
      return `${checkPage(name)}?${new URLSearchParams({ ticket, returnTo })}`;
    } catch (error) {
      if (error instanceof SocialLoginCancelled) return `${checkPage(name)}?error=cancelled`;
      if (!(error instanceof SocialLoginError)) throw error;
      log.warn({ provider: name, detail: error.detail }, 'social login failed');
      return `${checkPage(name)}?error=failed`;
    }
  };

  app.get(
    '/api/oauth/:provider/callback',
    {
      schema: {
        tags: ['accounts'],
        summary: '간편 로그인 콜백',
        description:
          'The provider’s redirect back (code, state). Goes on to the page that finishes the login.',
        params: providerParams,
        querystring: callbackFields,
      },
    },
    async (request, reply) =>
      reply.redirect(await handleCallback(request.params.provider, request.query, request.log)),
  );

  app.post(
    '/api/oauth/apple/callback',
    {
      // Apple posts the answer from its own site (response_mode=form_post); the state and the browser
      // binding cookie are the checks.
      config: { providerForm: true },
      schema: {
        tags: ['accounts'],
        summary: 'Apple 로그인 콜백',
        description: 'Apple’s form post (code, state, user on the first login only).',
        body: callbackFields,
      },
    },
    // 303: the browser follows a form post's redirect with a GET.
    async (request, reply) => reply.redirect(await handleCallback('apple', request.body, request.log), 303),
  );

  app.get(
    '/api/check-sns',
    {
      config: { rateLimit: { max: 60, timeWindow: '10 minutes' } },
      schema: {
        tags: ['accounts'],
        summary: '간편 로그인 회원 확인',
        description:
          'successCode 000: a member (log in with the ticket); 001: the phone belongs to a member who joined another way (joinType); 002: new (profile to prefill the sign-up). Needs the ticket and the binding cookie of the browser that started.',
        querystring: z.object({ sns_type: z.string().optional(), ticket: z.string().optional() }),
        response: { 200: apiEnvelope(socialCheckSchema), ...refusals(400) },
      },
    },
    async (request) =>
      ok(
        await checkSocialTicket({
          db,
          ticket: request.query.ticket,
          binding: readBindingCookie(request),
        }),
      ),
  );
};
