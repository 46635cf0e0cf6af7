import { expect, type Page } from '@playwright/test';

/** The page as it is now does not pan sideways: nothing is wider than the window (a 390 px phone, say). */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate('document.documentElement.scrollWidth - window.innerWidth');
  expect(overflow, 'the page is wider than the window').toBeLessThanOrEqual(0);
}
