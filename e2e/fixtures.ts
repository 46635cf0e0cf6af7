import { test as base, expect, type Page } from '@playwright/test';
import { admin, logIn, uniqueAddress } from './account-helpers';
import { sweepPage } from './axe-sweep';

/** Every page a passing test leaves open, checked with axe at both widths (axe-sweep.ts). */
async function sweepAll(pages: Page[], baseURL: string | undefined, passed: boolean) {
  if (!passed || !baseURL) return;
  for (const page of pages) await sweepPage(page, baseURL);
}

/**
 * The specs' `test`: every test's browser comes from an address of its own, so the per-address limits
 * (logins, codes, recovery) count each test apart instead of the whole suite from 127.0.0.1.
 */
export const test = base.extend<{
  /**
   * The administrator, logged in on a page of a browser context of their own (and from an address of
   * their own), beside the test's `page`; closed when the test ends.
   */
  adminPage: Page;
}>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': uniqueAddress() });
  },
  page: async ({ page, baseURL }, use, testInfo) => {
    await use(page);
    await sweepAll(page.context().pages(), baseURL, testInfo.status === testInfo.expectedStatus);
  },
  adminPage: async ({ browser, baseURL }, use, testInfo) => {
    const context = await browser.newContext({
      baseURL,
      extraHTTPHeaders: { 'X-Forwarded-For': uniqueAddress() },
    });
    const page = await context.newPage();
    await logIn(page, admin.uid, admin.upw);
    await expect(page).toHaveURL(/\/main$/);
    await use(page);
    await sweepAll(context.pages(), baseURL, testInfo.status === testInfo.expectedStatus);
    await context.close();
  },
});

export { expect };
