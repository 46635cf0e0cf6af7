import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { admin, logIn, uniqueAddress } from './account-helpers';
import { device, paidGroup, prepareDesk, scan, scanList } from './check-in-helpers';
import { expect, test } from './fixtures';

test('offline check-in of two attendees, then back online and synced', async ({ browser, baseURL }) => {
  const { context, page } = await device(browser, baseURL);
  const { detailIdx, barcodes } = await paidGroup(page, baseURL);
  const [first = '', second = ''] = barcodes;
  await prepareDesk(page, detailIdx);

  await context.setOffline(true);
  // The installed desk opens without the network (its service worker keeps the page).
  await page.reload();
  await expect(page.getByText('오프라인', { exact: true })).toBeVisible();
  await expect(page.getByRole('status', { name: '오프라인 준비' })).toContainText('오프라인 준비 완료 · 3명');
  await scan(page, first);
  await expect(page.getByRole('status').filter({ hasText: '입장 · 김첫째 (빛교회)' })).toBeVisible();
  await scan(page, second);
  await expect(page.getByRole('status').filter({ hasText: '입장 · 이둘째 (빛교회)' })).toBeVisible();
  await scan(page, first);
  await expect(page.getByRole('alert')).toHaveText(/^이미 입장 · 김첫째 \(빛교회\) \d{2}:\d{2}$/);
  await scan(page, '000000000000');
  await expect(page.getByRole('alert')).toHaveText('명단에 없는 바코드입니다. (000000000000)');
  await expect(page.getByText('전송 대기 2건')).toBeVisible();
  // Nothing reached the server yet.
  expect((await scanList(page, detailIdx)).filter((entry) => entry.checked_in_at)).toHaveLength(0);

  await context.setOffline(false);
  await expect(page.getByText('전송 대기 없음')).toBeVisible();
  const synced = await scanList(page, detailIdx);
  expect(synced.filter((entry) => entry.checked_in_at).map((entry) => entry.name)).toEqual([
    '김첫째',
    '이둘째',
  ]);
  await context.close();
});

test('the same ticket admitted on two offline devices is reported once online', async ({
  browser,
  baseURL,
}) => {
  const a = await device(browser, baseURL);
  const b = await device(browser, baseURL);
  const { detailIdx, barcodes } = await paidGroup(a.page, baseURL);
  const third = barcodes[2] ?? '';
  await prepareDesk(a.page, detailIdx);
  await prepareDesk(b.page, detailIdx);
  await a.context.setOffline(true);
  await b.context.setOffline(true);
  for (const { page } of [a, b]) {
    await scan(page, third);
    await expect(page.getByRole('status').filter({ hasText: '입장 · 박셋째 (빛교회)' })).toBeVisible();
  }

  await a.context.setOffline(false);
  await expect(a.page.getByText('전송 대기 없음')).toBeVisible();
  await b.context.setOffline(false);
  await expect(b.page.getByText('전송 대기 없음')).toBeVisible();
  // Device B is told: another device's admission reached the server first.
  await expect(b.page.getByRole('alert', { name: '동기화 충돌' })).toContainText(
    '다른 기기에서 먼저 입장 처리된 참석자가 있습니다.',
  );
  await expect(b.page.getByRole('alert', { name: '동기화 충돌' })).toContainText('박셋째 · 기기');
  const conflicts = b.page.getByRole('list', { name: '충돌 내역' }).getByRole('listitem');
  await expect(conflicts).toHaveCount(1);
  await expect(conflicts).toContainText('박셋째 (빛교회)');
  await expect(conflicts).toContainText('(이 기기)');
  await expect(conflicts).toContainText('먼저 입장 처리되었습니다.');
  // Listed for staff on every desk.
  await a.page.reload();
  await expect(a.page.getByRole('list', { name: '충돌 내역' }).getByRole('listitem')).toHaveCount(1);
  expect((await scanList(a.page, detailIdx)).filter((entry) => entry.checked_in_at)).toHaveLength(1);
  // And in the administration's 입장 충돌 내역.
  await a.page.goto('/management?tab=check-in-conflicts');
  await a.page.getByLabel('세션').selectOption(String(detailIdx));
  const rows = a.page.getByRole('table', { name: '입장 충돌 내역' }).getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('박셋째 (빛교회)');
  await expect(rows.nth(1)).toContainText(third);
  // The page fits a phone: nothing wider than the screen.
  expect(await b.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await a.context.close();
  await b.context.close();
});

test('the check-in page is installable, and only it is controlled by the service worker', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await device(browser, baseURL);
  await page.goto('/barcodeVerify');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestUrl).toBe('/check-in/manifest.webmanifest');
  const manifest = await (await page.request.get(manifestUrl ?? '')).json();
  expect(manifest).toMatchObject({
    name: '하나바이블 입장 확인',
    short_name: '입장 확인',
    start_url: '/barcodeVerify',
    display: 'standalone',
  });
  for (const size of ['192x192', '512x512']) {
    const icon = manifest.icons.find((candidate: { sizes: string }) => candidate.sizes === size);
    expect(icon.type).toBe('image/png');
    const png = await page.request.get(icon.src);
    expect(png.headers()['content-type']).toBe('image/png');
  }
  const worker = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return { scope: registration?.scope, script: navigator.serviceWorker.controller?.scriptURL };
  });
  expect(worker.scope).toBe(`${baseURL}/barcodeVerify`);
  expect(worker.script).toBe(`${baseURL}/check-in-sw.js`);
  const script = await page.request.get('/check-in-sw.js');
  expect(script.headers()['cache-control']).toBe('no-cache');
  expect(await script.text()).toContain("addEventListener('fetch'");
  // Other pages are not controlled and link no manifest.
  await page.goto('/main');
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
  await context.close();
});

test("Chromium's installability check finds nothing missing on the check-in page", async ({
  playwright,
  baseURL,
}, testInfo) => {
  // Chromium never offers to install from an incognito profile (every ordinary test context is one).
  const profile = await mkdtemp(join(tmpdir(), 'check-in-install-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...testInfo.project.use.launchOptions,
    baseURL,
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: { 'X-Forwarded-For': uniqueAddress() },
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await logIn(page, admin.uid, admin.upw);
    await expect(page).toHaveURL(/\/main$/);
    await page.goto('/barcodeVerify');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const cdp = await context.newCDPSession(page);
    await expect
      .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors)
      .toEqual([]);
    const { url, errors } = await cdp.send('Page.getAppManifest');
    expect(url).toBe(`${baseURL}/check-in/manifest.webmanifest`);
    expect(errors).toEqual([]);
    // The same check on a page without the desk's manifest does find it missing (it is not a no-op).
    await page.goto('/main');
    const elsewhere = (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors;
    expect(elsewhere.map((error) => error.errorId)).toContain('no-manifest');
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});
