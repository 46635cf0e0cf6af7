import type { FastifyInstance } from 'fastify';

export type SecurityHeaderOptions = {
  https: boolean;
  /** Origins of the payment provider's windows (none with the local simulator). */
  providerOrigins?: string[];
  /** Origins the pages send requests to besides the site: the bucket a content's large files go straight to. */
  connectOrigins?: string[];
};

/**
 * The Kakao (Daum) postcode search (integrations.md §4): its script (the current host and the older
 * one its loader may still fetch from) and the search page it frames. The site is one page
 * application — a member reaches the sign-up, profile, registration and order forms without loading a
 * new document — so every page allows exactly these, and nothing else foreign.
 */
export const postcodeOrigins = {
  script: ['https://t1.kakaocdn.net', 'https://t1.daumcdn.net'],
  frame: ['https://postcode.map.kakao.com', 'https://postcode.map.daum.net'],
};

/**
 * The content security policy of the site: no inline scripts, foreign scripts only from the payment
 * provider and the postcode search, no plugins, no <base> tricks, no framing by other sites. Styles
 * allow inline because Radix dialogs inject a small <style> for scroll locking; scripts stay strict.
 * 'wasm-unsafe-eval' lets the check-in desk compile its barcode reader (WebAssembly from our own
 * origin, for browsers without a BarcodeDetector); it allows no eval() of JavaScript. Every page has it
 * because the desk is reached without loading a new document.
 */
export function contentSecurityPolicy(options: SecurityHeaderOptions): string {
  // The payment provider's window is a script and a frame of its own origin, or a page posted to.
  const provider = (options.providerOrigins ?? []).join(' ');
  const withProvider = (sources: string) => (provider ? `${sources} ${provider}` : sources);
  const directives = [
    "default-src 'self'",
    `script-src ${withProvider(["'self'", "'wasm-unsafe-eval'", ...postcodeOrigins.script].join(' '))}`,
    `frame-src ${withProvider(["'self'", ...postcodeOrigins.frame].join(' '))}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...(options.connectOrigins ?? [])].join(' '),
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
    `form-action ${withProvider("'self'")}`,
    ...(options.https ? ['upgrade-insecure-requests'] : []),
  ];
  return directives.join('; ');
}

/**
 * Strict headers for every answer (the set helmet sends, computed once: helmet's per-request
 * middleware chain cost about 40 % of hello-world throughput here). HSTS only over https.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): void {
  const headers: Record<string, string> = {
    'content-security-policy': contentSecurityPolicy(options),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
    ...(options.https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
}
