import { once } from 'node:events';
import { connect } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmission, registerAdmission } from './admission';

// Issue 30: calls pipelined on one connection that the caller drops (a load generator stopping, a
// browser closing) stayed counted as in flight for ever; admission then refused calls at low load.

const admission = createAdmission({ maxWaitMs: 1000 });
const app = Fastify();
let started = 0;
let port = 0;

beforeAll(async () => {
  registerAdmission(app, admission);
  app.get('/api/slow', async () => {
    started += 1;
    await new Promise((resolve) => setTimeout(resolve, 300));
    return { ok: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
});
afterAll(() => app.close());

const until = async (condition: () => boolean) => {
  for (let waited = 0; !condition() && waited < 3_000; waited += 10)
    await new Promise((resolve) => setTimeout(resolve, 10));
};

describe('admission and dropped connections', () => {
  it('counts every call of a dropped connection done, pipelined ones too', async () => {
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    socket.write('GET /api/slow HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'.repeat(5));
    await until(() => started === 5);
    expect(admission.figures().inFlight).toBe(5);

    socket.destroy();
    await until(() => admission.figures().inFlight === 0);
    expect(admission.figures()).toMatchObject({ inFlight: 0, refused: 0 });

    // And the next caller is answered as at any quiet moment.
    const answer = await fetch(`http://127.0.0.1:${port}/api/slow`);
    expect(answer.status).toBe(200);
    expect(admission.figures().inFlight).toBe(0);
  });
});
