import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, PlaywrightWorkerArgs, TestInfo } from '@playwright/test';
import { device, paidGroup, prepareDesk, scanList } from './check-in-helpers';
import { writeTicketVideo } from './fake-camera';
import { expect, test } from './fixtures';

/**
 * A Chromium whose camera shows the ticket with these digits. Debian's Chromium on Linux has no
 * BarcodeDetector, so the desk reads it with its WebAssembly fallback. The browser is launched here,
 * not by `test.use`, because the video is drawn from a barcode the server hands out during the test.
 */
async function browserFilming(
  playwright: PlaywrightWorkerArgs['playwright'],
  testInfo: TestInfo,
  digits: string,
): Promise<{ browser: Browser; dispose: () => Promise<void> }> {
  const folder = await mkdtemp(join(tmpdir(), 'check-in-camera-'));
  const video = join(folder, 'ticket.y4m');
  await writeTicketVideo(video, digits);
  const launchOptions = testInfo.project.use.launchOptions ?? {};
  const browser = await playwright.chromium.launch({
    ...launchOptions,
    args: [
      ...(launchOptions.args ?? []),
      '--use-fake-ui-for-media-stream', // the camera is allowed without a prompt
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  return {
    browser,
    dispose: async () => {
      await browser.close();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

test('the desk reads a ticket with the camera in a browser without BarcodeDetector', async ({
  browser,
  playwright,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000); // a second browser, and the reader's WebAssembly compiled on a busy machine
  const payer = await device(browser, baseURL);
  const { barcodes } = await paidGroup(payer.page, baseURL);
  await payer.context.close();
  const first = barcodes[0] ?? '';
  const camera = await browserFilming(playwright, testInfo, first);
  try {
    // No service worker here: every file the page loads is a request this test sees.
    const { context, page } = await device(camera.browser, baseURL, { serviceWorkers: 'block' });
    await page.addInitScript('window.print = () => {};');
    const wasm: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.wasm')) wasm.push(request.url());
    });
    await page.goto('/barcodeVerify');
    expect(await page.evaluate(() => 'BarcodeDetector' in window)).toBe(false);
    // The reader cannot be fetched: said plainly, and opening the camera again tries again.
    await context.route('**/*.wasm', (route) => route.abort());
    await page.getByRole('button', { name: '카메라로 스캔' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      '바코드 인식 기능을 불러오지 못했습니다. 네트워크 연결을 확인한 뒤 카메라를 다시 열어주세요.',
    );
    await page.getByRole('button', { name: '카메라 닫기' }).click();
    await context.unroute('**/*.wasm');
    await page.getByRole('button', { name: '카메라로 스캔' }).click();

    await expect(page.getByLabel('바코드')).toHaveValue(first);
    await expect(page.getByRole('region', { name: '입장 정보' })).toContainText('김첫째 (빛교회)');
    await page.getByRole('button', { name: '김첫째 입장 · 출력' }).click();
    await expect(page.getByRole('status')).toHaveText('입장 처리되었습니다. (3명 중 1명 입장)');
    // The reader came from the site itself, not from a CDN.
    expect(wasm.length).toBeGreaterThan(0);
    for (const url of wasm)
      expect(url).toMatch(new RegExp(`^${baseURL}/assets/zxing_reader-[\\w-]+\\.wasm$`));
  } finally {
    await camera.dispose();
  }
});

test('an installed desk reads tickets with the camera without the network', async ({
  browser,
  playwright,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const payer = await device(browser, baseURL);
  const { detailIdx, barcodes } = await paidGroup(payer.page, baseURL);
  await payer.context.close();
  const camera = await browserFilming(playwright, testInfo, barcodes[1] ?? '');
  try {
    const { context, page } = await device(camera.browser, baseURL);
    // The camera was never opened online: the reader can only come from what the service worker keeps.
    await prepareDesk(page, detailIdx);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText('오프라인', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: '카메라로 스캔' }).click();
    await expect(page.getByRole('status').filter({ hasText: '입장 · 이둘째 (빛교회)' })).toBeVisible();
    await expect(page.getByText('전송 대기 1건')).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByText('전송 대기 없음')).toBeVisible();
    const admitted = (await scanList(page, detailIdx)).filter((entry) => entry.checked_in_at);
    expect(admitted.map((entry) => entry.name)).toEqual(['이둘째']);
  } finally {
    await camera.dispose();
  }
});

test('where the browser has its own BarcodeDetector, the desk uses it and loads no reader', async ({
  playwright,
  baseURL,
}, testInfo) => {
  const camera = await browserFilming(playwright, testInfo, '000000000000');
  try {
    const { page } = await device(camera.browser, baseURL, { serviceWorkers: 'block' });
    // As Chromium on Android has it: a reader that answers a code once the video plays.
    await page.addInitScript(`
      window.BarcodeDetector = class {
        constructor(options) { window.askedFormats = options.formats; }
        detect(source) {
          return Promise.resolve(source.readyState >= 2 ? [{ rawValue: '123456789012' }] : []);
        }
      };
    `);
    const loaded: string[] = [];
    page.on('request', (request) => loaded.push(new URL(request.url()).pathname));
    await page.goto('/barcodeVerify');
    await page.getByRole('button', { name: '카메라로 스캔' }).click();
    await expect(page.getByLabel('바코드')).toHaveValue('123456789012');
    expect(await page.evaluate(() => (window as { askedFormats?: string[] }).askedFormats)).toEqual([
      'code_128',
      'ean_13',
      'qr_code',
    ]);
    expect(loaded.filter((path) => /zxing/.test(path))).toEqual([]);
  } finally {
    await camera.dispose();
  }
});
