import type { FastifyInstance } from 'fastify';

/** Logs a member in through the real call; answers the token and the cookie header the page would send. */
export async function logInAs(app: FastifyInstance, member: { uid: string; password: string }) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/account/login',
    payload: { uid: member.uid, upw: member.password },
  });
  if (response.statusCode !== 200) throw new Error(`login of ${member.uid} failed: ${response.body}`);
  const token = response.json().contents.body.accessToken as string;
  return { token, cookie: `edu_session=${token}` };
}

/** Whether GET /api/account/check finds a live session for these credentials (logged out answers contents null). */
export async function sessionIsLive(app: FastifyInstance, headers: Record<string, string | undefined>) {
  const answer = await app.inject({ method: 'GET', url: '/api/account/check', headers });
  if (answer.statusCode !== 200) throw new Error(`account check answered ${answer.statusCode}`);
  return answer.json().contents !== null;
}
