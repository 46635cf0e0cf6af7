import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';

const serverFile = resolve(import.meta.dirname, '../server.ts');

export type ServerProcess = { child: ChildProcess; output: () => string; port: number };

/**
 * Starts the real server process (as `npm start` does) on a port of 127.0.0.1 with this environment
 * (`overrides` win over both); collects its output.
 */
export function startServerProcess(
  port: number,
  env: NodeJS.ProcessEnv,
  overrides: Record<string, string> = {},
): ServerProcess {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', serverFile], {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', ...overrides },
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
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
