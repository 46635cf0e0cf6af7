// npm test — every test of the project: unit and API tests (Vitest), then browser tests (Playwright
// driving Debian's Chromium). Runs on the embedded database, or on PostgreSQL when TEST_DATABASE_URL
// is set (then the server's tests on that database and the @smoke journeys). Ends with "tests: N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';

const root = resolve(import.meta.dirname, '..');
const artifacts = resolve(root, '.test-artifacts');
const label = process.env.TEST_SUMMARY_LABEL || 'tests';
const chromium = process.env.CHROME_PATH || '/usr/bin/chromium';
mkdirSync(artifacts, { recursive: true });

const run = (command, args, env = {}) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

function ensureChromium() {
  if (existsSync(chromium)) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    console.error(
      `Browser tests need Chromium at ${chromium}: install Debian's package (apt-get install chromium) or set CHROME_PATH.`,
    );
    return false;
  }
  console.log('Installing Debian’s chromium for the browser tests…');
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], env);
  return run('apt-get', ['install', '-y', '-qq', 'chromium'], env) === 0 && existsSync(chromium);
}

/** A fresh PostgreSQL database for the browser tests' server, next to the one TEST_DATABASE_URL names. */
async function freshE2eDatabase(adminUrl) {
  // Named after TEST_DATABASE_URL's database, so two runs on one server keep apart.
  const base = new URL(adminUrl).pathname.replace(/^\//, '').replace(/[^a-z0-9_]/gi, '_') || 'edu';
  const name = `${base}_e2e`.slice(0, 63);
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);

let passed = 0;
let failed = 0;
/** Names of what failed, printed again at the very end (and kept for CI's last lines): a long log's tail must say which. */
const failures = [];
const failuresFile = resolve(artifacts, `failed-${label}.txt`);
rmSync(failuresFile, { force: true });

/** Vitest's JSON report: each failed test, and each file that failed without a failed test (it did not load). */
function vitestFailures(report) {
  const names = [];
  for (const file of report.testResults ?? []) {
    const where = file.name.replace(`${root}/`, '');
    const tests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of tests) names.push(`${where} › ${test.fullName}`);
    if (file.status === 'failed' && tests.length === 0)
      names.push(`${where} (${(file.message ?? '').split('\n')[0]})`);
  }
  return names;
}

/** Playwright's JSON report: each spec whose outcome was unexpected. */
function playwrightFailures(suites, names = []) {
  for (const suite of suites ?? []) {
    for (const spec of suite.specs ?? []) {
      if (spec.tests?.some((test) => test.status === 'unexpected'))
        names.push(`${spec.file}:${spec.line} › ${spec.title}`);
    }
    playwrightFailures(suite.suites, names);
  }
  return names;
}

// On PostgreSQL only what reads that database runs again: the server's tests that build their database
// from TEST_DATABASE_URL, and the @smoke journeys. Types, lint, the web and shared packages' tests and
// the server's tests of pure logic or of a real process on its embedded data folder read none of it:
// they ran on the embedded run already.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** The server's test files that open a database through TEST_DATABASE_URL (the test app or its template). */
function testsOnTheTestDatabase() {
  const server = resolve(root, 'apps/server/src');
  const marker = /createTestApp|testDatabaseUrl|TEST_DATABASE_URL|database-template/;
  return readdirSync(server, { recursive: true })
    .filter((file) => file.endsWith('.test.ts'))
    .filter((file) => marker.test(readFileSync(resolve(server, file), 'utf8')))
    .map((file) => `apps/server/src/${file}`);
}

// 0. Types and lint: a failure here counts as one failed test.
for (const script of onPostgres ? [] : ['typecheck', 'lint']) {
  if (run('npm', ['run', '--silent', script]) !== 0) {
    console.error(`npm run ${script} failed.`);
    failures.push(`npm run ${script}`);
    failed += 1;
  }
}

// 1. Unit and API tests.
const vitestReport = resolve(artifacts, 'vitest.json');
rmSync(vitestReport, { force: true });
const vitestStatus = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${vitestReport}`,
  ...(onPostgres ? testsOnTheTestDatabase() : []),
]);
const vitest = readJson(vitestReport);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  failures.push(...vitestFailures(vitest));
}
if (vitestStatus !== 0 && (!vitest || vitest.numFailedTests === 0)) {
  failed += 1; // crashed before reporting, or a file did not load
  if (!vitest) failures.push('vitest (no report)');
}

// 2. Browser tests against the freshly built app.
let e2eStatus = 1;
if (!ensureChromium()) {
  failed += 1;
} else if (run('npm', ['run', 'build', '--workspace', '@edu/web']) !== 0) {
  console.error('The web app did not build.');
  failed += 1;
} else {
  const env = { PLAYWRIGHT_JSON_OUTPUT_NAME: resolve(artifacts, 'playwright.json'), CHROME_PATH: chromium };
  if (onPostgres) env.E2E_DATABASE_URL = await freshE2eDatabase(process.env.TEST_DATABASE_URL);
  rmSync(env.PLAYWRIGHT_JSON_OUTPUT_NAME, { force: true });
  // The whole browser suite runs once, on the embedded default; on PostgreSQL the journeys tagged
  // @smoke (registration and payment, a mall order and a refund, sign-up, login, a post) show the
  // pages work on that database too, and keep CI within its budget (issue 20).
  const only = onPostgres ? ['--grep', '@smoke'] : [];
  e2eStatus = run('npx', ['playwright', 'test', ...only], env);
  const playwright = readJson(env.PLAYWRIGHT_JSON_OUTPUT_NAME);
  const stats = playwright?.stats;
  if (stats) {
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
    failures.push(...playwrightFailures(playwright.suites));
  }
  if (e2eStatus !== 0 && (!stats || stats.unexpected === 0)) {
    failed += 1;
    failures.push('playwright (no report, or it stopped with an error)');
  }
}

if (failures.length > 0) {
  const list = failures.map((name) => `  ✗ ${name}`).join('\n');
  writeFileSync(failuresFile, `${label}:\n${list}\n`);
  console.log(`\nfailed (${label}):\n${list}`);
}

console.log(`${label}: ${passed} passed, ${failed} failed`);
process.exit(vitestStatus === 0 && e2eStatus === 0 && failed === 0 ? 0 : 1);
