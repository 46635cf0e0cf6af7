/** The check-in desk's journeys: a phone, a paid group to admit, the desk made ready for offline use. */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import { admin, adminRequest, logIn, uniqueAddress } from './account-helpers';
import { createOpenConferenceByApi } from './admin-helpers';
import { expect } from './fixtures';
import { registerAndPayByApi } from './registration-helpers';

/** A check-in phone: a browser context of its own (its own IndexedDB and service worker), 390 px wide. */
export async function device(
  browser: Browser,
  baseURL: string | undefined,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    ...options,
    baseURL,
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: { 'X-Forwarded-For': uniqueAddress() },
  });
  const page = await context.newPage();
  await logIn(page, admin.uid, admin.upw);
  await expect(page).toHaveURL(/\/main$/);
  return { context, page };
}

/**
 * A session of its own with a paid group of three (registered by the administrator, paid through the
 * simulator); answers the session and the attendees' own barcodes from the staff scan list.
 */
export async function paidGroup(page: Page, baseURL: string | undefined) {
  const { detailIdx } = await createOpenConferenceByApi(
    await adminRequest(baseURL),
    `오프라인 입장 ${Date.now()}`,
  );
  await registerAndPayByApi(page, detailIdx, {
    zipCode: '04524',
    address: '서울특별시 중구 세종대로 110',
    applicant: { name: '김첫째', phone: '01012345678', church: '빛교회' },
    attendees: ['김첫째', '이둘째', '박셋째'].map((name) => ({ name, church: '빛교회' })),
  });
  return { detailIdx, barcodes: (await scanList(page, detailIdx)).map((entry) => entry.barcode) };
}

/** The session's scan list as the server has it (who is admitted). */
export async function scanList(page: Page, detailIdx: number) {
  const answer = await page.request.get(`/api/register/conference/check-in/sessions/${detailIdx}/scan-list`);
  return (await answer.json()).contents.entries as {
    barcode: string;
    name: string;
    checked_in_at: string | null;
  }[];
}

/** Opens the desk, waits for its service worker to control it, and downloads the session's list. */
export async function prepareDesk(page: Page, detailIdx: number) {
  await page.goto('/barcodeVerify');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.getByLabel('세션').selectOption(String(detailIdx));
  await page.getByRole('button', { name: '명단 내려받기' }).click();
  await expect(page.getByRole('status', { name: '오프라인 준비' })).toContainText('오프라인 준비 완료 · 3명');
}

/** Types a barcode into the desk's box and presses Enter. */
export async function scan(page: Page, barcode: string) {
  const box = page.getByLabel('바코드');
  await box.fill(barcode);
  await box.press('Enter'); // as a hardware scanner does
}
