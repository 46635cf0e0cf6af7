import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { exitOf, type ServerProcess, startServerProcess, waitForHealth } from './test/server-process';

// The real process as `npm start` runs it: first start on an empty data folder, SIGTERM, restart.
const dataDir = mkdtempSync(join(tmpdir(), 'edu-server-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

type Running = ServerProcess;

function start(port: number, extraEnv: Record<string, string> = {}): Running {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    JOBS: 'on',
  };
  delete env.DATABASE_URL;
  return startServerProcess(port, env, extraEnv);
}

describe('server process', () => {
  it('starts on an empty data folder with demo data, stops cleanly on SIGTERM and keeps its data', async () => {
    const port = 3400 + (process.pid % 500);
    const first = await start(port, { ADMIN_PASSWORD: 'first-start-password' });
    await waitForHealth(port);
    const conferences = (await (await fetch(`http://127.0.0.1:${port}/api/conferences`)).json()) as {
      contents: unknown[];
    };
    expect(conferences.contents).toHaveLength(4);
    expect(first.output()).toContain('Demo accounts created');
    expect(first.output()).not.toContain('first-start-password');

    const exited = exitOf(first.child);
    first.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(first.output()).toContain('shutting down');

    const second = await start(port);
    await waitForHealth(port);
    const again = (await (await fetch(`http://127.0.0.1:${port}/api/conferences`)).json()) as {
      contents: unknown[];
    };
    expect(again.contents).toHaveLength(4);
    expect(second.output()).not.toContain('Demo accounts created');
    const stopped = exitOf(second.child);
    second.child.kill('SIGTERM');
    expect(await stopped).toBe(0);
  }, 60_000);

  it('refuses a wrong setting with one clear line', async () => {
    const running = await start(0, { PORT: 'eighty' });
    expect(await exitOf(running.child)).toBe(1);
    expect(running.output().trim()).toBe(
      'Invalid configuration: PORT Invalid input: expected number, received NaN',
    );
  });
});
