import type { FastifyInstance } from 'fastify';

/**
 * A fetch that answers from the app itself through `inject`, whatever the host: the providers'
 * protocol clients reach the app's own simulators without a listening socket.
 */
export function injectFetch(app: () => FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const response = await app().inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
      ...(typeof init?.body === 'string' && { payload: init.body }),
    });
    const answerHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined)
        answerHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(response.rawPayload, { status: response.statusCode, headers: answerHeaders });
  };
}
