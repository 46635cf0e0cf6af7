import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { exitOf, type ServerProcess, startServerProcess, waitForHealth } from './test/server-process';

// The real process as `npm start` runs it: first start on an empty data folder, SIGTERM, restart.
const dataDir = mkdtempSync(join(tmpdir(), 'edu-server-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

type Running = ServerProcess;

/** The `msg` of each JSON log line a production process printed. */
const messagesIn = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => (JSON.parse(line) as { msg?: string }).msg);

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
    // The first start creates the database and loads the demo data: well over 30 s on a busy machine.
    await waitForHealth(first, 90_000);
    const conferences = (await (await fetch(`http://127.0.0.1:${port}/api/conferences`)).json()) as {
      contents: unknown[];
    };
    expect(conferences.contents).toHaveLength(4);
    expect(first.output()).toContain('Demo accounts created');
    expect(first.output()).not.toContain('first-start-password');
    // The slow first start says what it is doing, step by step, in order (not ~30 s of silence).
    expect(messagesIn(first.output())).toEqual(
      expect.arrayContaining([
        'starting: loading the server code',
        'preparing the database',
        'applying database migrations',
        'empty database: loading demo data (accounts, conferences, pages)',
        'loading demo data: mall (items, pictures and files)…',
        `site ready at http://localhost:${port}`,
      ]),
    );
    const steps = [
      'starting:',
      'preparing the database',
      'applying database',
      'loading demo data: mall',
      'site ready',
    ];
    const positions = steps.map((step) => first.output().indexOf(step));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));

    const exited = exitOf(first.child);
    first.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(first.output()).toContain('shutting down');

    const second = await start(port);
    await waitForHealth(second, 60_000);
    const again = (await (await fetch(`http://127.0.0.1:${port}/api/conferences`)).json()) as {
      contents: unknown[];
    };
    expect(again.contents).toHaveLength(4);
    expect(second.output()).not.toContain('Demo accounts created');
    expect(second.output()).not.toContain('loading demo data');
    // HOST=127.0.0.1 with PUBLIC_URL left at http://localhost:PORT (issue 41 item 8): the log says where
    // it is served, and warns that PUBLIC_URL is not among those addresses.
    const logLines = second
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(logLines).toContainEqual(
      expect.objectContaining({ level: 30, msg: `serving at http://127.0.0.1:${port}` }),
    );
    expect(logLines).toContainEqual(
      expect.objectContaining({
        level: 40,
        msg: expect.stringContaining(
          `PUBLIC_URL http://localhost:${port} is not an address this server is served at (http://127.0.0.1:${port}): opened at those, phone payments and social login fail.`,
        ),
      }),
    );
    const stopped = exitOf(second.child);
    second.child.kill('SIGTERM');
    expect(await stopped).toBe(0);
  }, 180_000);

  it('refuses a wrong setting with one clear line', async () => {
    const running = await start(0, { PORT: 'eighty' });
    expect(await exitOf(running.child)).toBe(1);
    expect(running.output().trim()).toBe(
      'Invalid configuration: PORT Invalid input: expected number, received NaN',
    );
  });
});
