// Starts the real server for the browser tests on a fresh data folder (or a fresh PostgreSQL
// database when E2E_DATABASE_URL is set), so every run begins from the demo data.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';

// E2E_DATA_DIR lets two runs side by side keep apart.
const dataDir = resolve(process.env.E2E_DATA_DIR ?? '.test-artifacts/e2e-data');
rmSync(dataDir, { recursive: true, force: true });

const env = {
  ...process.env,
  DATA_DIR: dataDir,
  ADMIN_PASSWORD: process.env.ADMIN_PASSWORD ?? 'e2e-admin-password',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  NODE_ENV: 'production',
};
if (process.env.E2E_DATABASE_URL) env.DATABASE_URL = process.env.E2E_DATABASE_URL;
else delete env.DATABASE_URL;

const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
