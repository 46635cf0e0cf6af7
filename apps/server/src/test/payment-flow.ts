import type { FastifyInstance } from 'fastify';

/** The hidden fields of a simulator page's form (what the browser would post on). */
export function hiddenFieldsOf(html: string): Record<string, string> {
  const decodeEntities = (text: string) =>
    text.replace(/&#(\d+);/g, (_m, code) => String.fromCharCode(Number(code)));
  return Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map((m) => [
      decodeEntities(m[1] ?? ''),
      decodeEntities(m[2] ?? ''),
    ]),
  );
}

const formPost = (
  app: FastifyInstance,
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
  });

export type Decision =
  | 'approve'
  | 'approve_isp'
  | 'approve_as_card'
  | 'approve_as_kakaopay'
  | 'approve_as_naverpay'
  | 'decline'
  | 'close'
  | 'cancel';

/** Plays the payer's browser through the simulated provider for a registration (see decideInSimulator). */
export async function payThroughSimulator(
  app: FastifyInstance,
  options: {
    cookie: string;
    registrationIdx: number;
    device: 'pc' | 'mobile';
    method: string;
    decision: Decision;
  },
) {
  const opened = await app.inject({
    method: 'POST',
    url: `/api/payment/pay/${options.device}`,
    headers: { cookie: options.cookie },
    payload: { idx: options.registrationIdx, gopaymethod: options.method, price: 1 },
  });
  if (opened.statusCode !== 200) throw new Error(`pay refused: ${opened.body}`);
  const { oid, form } = opened.json().contents as { oid: string; form: { fields: Record<string, string> } };
  return {
    oid,
    ...(await decideInSimulator(app, {
      device: options.device,
      fields: form.fields,
      decision: options.decision,
    })),
  };
}

/**
 * Takes a decision in the simulated provider's window opened with `fields` (the signed form the site
 * answered) and posts the provider's answer back to the site as the browser would. Answers the site's
 * final redirect (the result page) and the fields the provider sent back.
 */
export async function decideInSimulator(
  app: FastifyInstance,
  options: {
    device: 'pc' | 'mobile';
    fields: Record<string, string>;
    decision: Decision;
    /** What the payer types in the window besides deciding (its cash-receipt part: cshr_type, cshr_no). */
    typed?: Record<string, string>;
  },
) {
  const decideUrl = options.device === 'pc' ? '/__sim/inicis/stdpay/decide' : '/__sim/inicis/smart/decide';
  const decided = await formPost(app, decideUrl, {
    ...options.fields,
    ...options.typed,
    decision: options.decision,
  });
  if (decided.statusCode === 303)
    return { form: options.fields, location: decided.headers.location as string, returned: null };
  if (decided.statusCode !== 200) throw new Error(`simulator refused: ${decided.body}`);
  const returned = hiddenFieldsOf(decided.body);
  const back = await formPost(app, `/api/payment/return/${options.device}`, returned);
  return {
    form: options.fields,
    location: back.headers.location as string,
    returned,
    status: back.statusCode,
  };
}

/** Posts a provider notice to the site from an address (the simulator's loopback by default). */
export const postNotice = (
  app: FastifyInstance,
  path: string,
  fields: Record<string, string>,
  remoteAddress = '127.0.0.1',
) =>
  app.inject({
    method: 'POST',
    url: path,
    remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
