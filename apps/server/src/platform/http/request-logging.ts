import type { FastifyServerOptions } from 'fastify';

const secretQueryKeys = /^(token|code|access_token|refresh_token|upw|password|passcode|state|ticket)$/i;

/** Masks what must never reach a log from a URL: tokens in the path or in the query string. */
export function redactUrl(url: string): string {
  const [path = '', query] = url.split('?', 2);
  const safePath = path.replace(/^\/management\/[^/]+/, '/management/[redacted]');
  if (!query) return safePath;
  const params = new URLSearchParams(query);
  for (const key of [...params.keys()]) if (secretQueryKeys.test(key)) params.set(key, '[redacted]');
  return `${safePath}?${params.toString()}`;
}

/** pino settings: one line per request, no passwords, tokens or cookies. */
export function loggerOptions(
  level: string,
  pretty: boolean,
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.upw',
        '*.password',
        '*.newPassword',
        '*.prePassword',
        '*.passCode',
        '*.accessToken',
        '*.token',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(request: { method: string; url: string; ip?: string }) {
        return { method: request.method, url: redactUrl(request.url), ip: request.ip };
      },
    },
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}
