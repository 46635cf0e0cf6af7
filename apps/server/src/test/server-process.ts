import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';

const serverFile = resolve(import.meta.dirname, '../server.ts');

export type ServerProcess = { child: ChildProcess; output: () => string; port: number };

/**
 * What reads the server's standard output: this test (collected), nobody once the pipe is full
 * (stalled — a log shipper that hangs), or nobody at all (gone — the pipe's reader end is closed).
 */
export type LogReader = 'collected' | 'stalled' | 'gone';

/**
 * Starts the real server process (as `npm start` does) on a port of 127.0.0.1 with this environment
 * (`overrides` win over both); collects its output (standard error always, standard output as `reader` says).
 */
export function startServerProcess(
  port: number,
  env: NodeJS.ProcessEnv,
  overrides: Record<string, string> = {},
  reader: LogReader = 'collected',
): ServerProcess {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', serverFile], {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', ...overrides },
  });
  if (reader === 'collected') child.stdout?.on('data', (chunk) => (output += chunk));
  // A stream nobody reads stops taking bytes once its buffer is full: the pipe then fills up.
  if (reader === 'stalled') child.stdout?.pause();
  if (reader === 'gone') child.stdout?.destroy();
  child.stderr?.on('data', (chunk) => (output += chunk));
  return { child, output: () => output, port };
}

/**
 * Waits until GET /healthz answers 200. Given the process, a failure says what it printed (or that it
 * exited), so a server that cannot start explains itself in the test report.
 */
export async function waitForHealth(target: number | ServerProcess, timeoutMs = 30_000) {
  const port = typeof target === 'number' ? target : target.port;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (typeof target !== 'number' && target.child.exitCode !== null) break;
    try {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (response.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  const printed =
    typeof target === 'number' ? '' : `; it printed: ${target.output().slice(-2000) || '(nothing)'}`;
  throw new Error(`server on port ${port} did not become healthy within ${timeoutMs} ms${printed}`);
}

export const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
