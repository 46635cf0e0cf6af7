// The server under benchmark, in its own process so the load generator does not share its core:
// the real app (demo data, a Fastify hello-world route beside the real ones) and a raw Node server.
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/platform/config';
import { checkRush, setUpRush } from './rush-fixtures';

const config = {
  ...loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'edu-bench-')),
    DATABASE_URL: process.env.BENCH_DATABASE_URL,
    ADMIN_PASSWORD: 'bench-admin-password',
  }),
  jobsEnabled: false,
};
const app = await buildApp(config, {
  plugins: [
    async (instance) => {
      instance.get('/bench/hello', async () => ({ hello: 'world' }));
    },
  ],
});
// Request logs would measure pino, not the route.
app.log.level = 'warn';
await app.listen({ port: 0, host: '127.0.0.1' });

const raw = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end('{"hello":"world"}');
});
await new Promise<void>((resolve) => raw.listen(0, '127.0.0.1', resolve));

const fastifyPort = (app.server.address() as { port: number }).port;
const rawPort = (raw.address() as { port: number }).port;
process.send?.({ fastifyPort, rawPort, database: app.services.database.kind });
// The registration rush asks for its data and its check through messages.
process.on(
  'message',
  async (message: { type: string; count?: number; limit?: number; detailIdx?: number }) => {
    const db = app.services.database.db;
    if (message.type === 'rush-setup')
      process.send?.({
        type: 'rush-ready',
        ...(await setUpRush(db, message.count ?? 100, message.limit ?? 100)),
      });
    if (message.type === 'rush-check')
      process.send?.({ type: 'rush-checked', ...(await checkRush(db, message.detailIdx ?? 0)) });
  },
);
process.on('disconnect', async () => {
  raw.close();
  await app.close();
  process.exit(0);
});
