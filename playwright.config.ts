import { defineConfig } from '@playwright/test';

/**
 * Browser tests drive Debian's Chromium (never a downloaded browser) against the real server,
 * started on a throw-away data folder. E2E_DATABASE_URL runs the same journeys on PostgreSQL.
 */
const port = Number(process.env.E2E_PORT ?? 3123);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  // On CI one retry: a journey that fails once under the 2-core machine's load and then passes is
  // reported as flaky (counted, and listed in the JSON report), not as a failure of the suite.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${baseURL}/healthz`,
    // A first start migrates and seeds a fresh data folder: on a busy 2-core machine that took over a minute.
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    // PUBLIC_URL: the social login simulator sends the browser back to this exact origin.
    // TRUST_PROXY: specs that send many KakaoTalk codes each come from their own X-Forwarded-For
    // address, as visitors behind a proxy would, so the per-address hourly limit holds per spec.
    env: { PORT: String(port), PUBLIC_URL: baseURL, TRUST_PROXY: '1' },
  },
});
