// npm run typecheck — the five TypeScript projects, two at a time. Why: tsc checks one project on one
// core, and one after another they took 82 s of every CI run on the 2-core machine (the server 25 s,
// the web app 23 s, bench and scripts 21 s — they import the server —, e2e 8 s, shared 6 s). The longest
// start first. Each project's messages are printed together once it is done.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const tsc = resolve(root, 'node_modules/typescript/bin/tsc');
const projects = ['apps/server', 'apps/web', '.', 'e2e', 'packages/shared'];
const atOnce = 2;

/** Checks one project; answers whether it passed, after printing what tsc said. */
function check(project) {
  return new Promise((done) => {
    const child = spawn(process.execPath, [tsc, '-p', project], { cwd: root });
    let said = '';
    child.stdout.on('data', (chunk) => {
      said += chunk;
    });
    child.stderr.on('data', (chunk) => {
      said += chunk;
    });
    child.on('close', (code) => {
      if (said) process.stdout.write(`tsc -p ${project}:\n${said}`);
      done(code === 0);
    });
  });
}

const waiting = [...projects];
const failed = [];
async function lane() {
  for (let project = waiting.shift(); project !== undefined; project = waiting.shift())
    if (!(await check(project))) failed.push(project);
}
await Promise.all(Array.from({ length: atOnce }, lane));
if (failed.length > 0) {
  console.error(`Type errors in: ${failed.join(', ')}`);
  process.exit(1);
}
