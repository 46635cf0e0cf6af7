import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { afterAll, describe, expect, it } from 'vitest';
import { exitOf, type LogReader, startServerProcess, waitForHealth } from './test/server-process';

// Issue 20: a server sent SIGTERM stopped listening but never exited, its main thread in a futex wait.
// The cause: pino's exit-time flush of standard output retried EAGAIN forever once the pipe to a
// stalled log reader was full. These runs put the real process in that state, under load and with
// jobs queued, and expect it to go within its 10-second deadline.

const dataDirs: string[] = [];
const adminPassword = 'shutdown-test-1';
afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

function start(port: number, reader: LogReader) {
  const dataDir = mkdtempSync(join(tmpdir(), 'edu-shutdown-'));
  dataDirs.push(dataDir);
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production', JOBS: 'on' };
  delete env.DATABASE_URL;
  return startServerProcess(port, env, { ADMIN_PASSWORD: adminPassword, LOG_LEVEL: 'info' }, reader);
}

/** Requests for `ms` from 20 connections: every one is logged, so the log outruns any reader. */
function load(port: number, ms: number) {
  return autocannon({
    url: `http://127.0.0.1:${port}/api/conference/list`,
    connections: 20,
    duration: ms / 1000,
  });
}

/**
 * Phone codes to send: each queues a KakaoTalk message job (codes for a new number of the administrator's
 * profile; a sign-up code is delivered within its request instead).
 */
async function queueJobs(port: number) {
  const json = { 'content-type': 'application/json' };
  const login = await fetch(`http://127.0.0.1:${port}/api/account/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ uid: 'admin', upw: adminPassword }),
  });
  const token = ((await login.json()) as { contents: { body: { accessToken: string } } }).contents.body
    .accessToken;
  for (const phone of ['01055501001', '01055501002', '01055501003']) {
    const sent = await fetch(`http://127.0.0.1:${port}/api/member/phone/passcode`, {
      method: 'POST',
      headers: { ...json, authorization: `Bearer ${token}` },
      body: JSON.stringify({ phone }),
    });
    expect(sent.status).toBe(200);
  }
}

async function healthTime(port: number) {
  const started = performance.now();
  const response = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(5000) });
  expect(response.status).toBe(200);
  return performance.now() - started;
}

describe.each<[LogReader, number]>([
  ['stalled', 3900 + (process.pid % 40)],
  ['gone', 3950 + (process.pid % 40)],
])('a server whose log reader is %s', (reader, port) => {
  it('keeps answering, then exits on SIGTERM under load with jobs queued, within its deadline', async () => {
    const server = start(port, reader);
    await waitForHealth(server, 60_000);

    const burst = await load(port, 1500);
    expect(burst.requests.total).toBeGreaterThan(500);
    // The log's reader is no excuse to stop serving.
    expect(await healthTime(port)).toBeLessThan(1000);
    await queueJobs(port);

    const exited = exitOf(server.child);
    const during = load(port, 3000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const signalled = performance.now();
    server.child.kill('SIGTERM');
    const code = await Promise.race([
      exited,
      new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), 15_000)),
    ]);
    if (code === 'hung') server.child.kill('SIGKILL');
    expect(code, `still running 15 s after SIGTERM; it printed: ${server.output().slice(-1500)}`).not.toBe(
      'hung',
    );
    expect(performance.now() - signalled).toBeLessThan(11_000);
    expect(server.output()).not.toContain('Error');
    await during;
  }, 90_000);
});
