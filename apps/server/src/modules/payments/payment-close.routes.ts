import { sameSitePath } from '@edu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { escapeHtml } from '../../platform/http/simulator-pages';

/**
 * Runs after the provider's close script: when the page is not inside the window's overlay frame (the
 * local simulator opens its window as a whole page), it goes back to the payment page itself.
 */
const backScript = `(function () {
  if (window.top !== window) return;
  var back = document.getElementById('back');
  if (back) window.location.replace(back.href);
})();
`;

/** The content security policy of the close page: our scripts and the provider's close script only. */
export function closePageSecurityPolicy(closeScriptUrl: string, publicUrl: string): string {
  const scriptOrigin = new URL(closeScriptUrl).origin;
  const sources = scriptOrigin === new URL(publicUrl).origin ? "'self'" : `'self' ${scriptOrigin}`;
  return [
    "default-src 'none'",
    `script-src ${sources}`,
    "style-src 'unsafe-inline'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * The PC window's closeUrl (integrations.md §1.1): Inicis loads it inside its overlay frame when the
 * payer closes the window, and Inicis's INIStdPay_close.js, from the window's own host (test or
 * live), takes the overlay away. The policy of this one page admits that script.
 */
export const paymentCloseRoutes: FastifyPluginAsyncZod<{
  closeScriptUrl: string;
  publicUrl: string;
}> = async (app, { closeScriptUrl, publicUrl }) => {
  const policy = closePageSecurityPolicy(closeScriptUrl, publicUrl);
  app.get('/api/payment/close.js', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(backScript),
  );
  app.get(
    '/api/payment/close',
    { schema: { hide: true, querystring: z.object({ back: z.string().max(300).optional() }) } },
    async (request, reply) => {
      const back = sameSitePath(request.query.back);
      return reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', policy)
        .header('cache-control', 'no-store')
        .send(`<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>결제창 닫기</title>
<script src="${escapeHtml(closeScriptUrl)}"></script>
</head><body style="font-family:sans-serif;text-align:center;padding:2rem">
<p>결제가 취소되었습니다.</p>
<p><a id="back" href="${escapeHtml(back)}" target="_top">결제 화면으로 돌아가기</a></p>
<script src="/api/payment/close.js"></script>
</body></html>`);
    },
  );
};
