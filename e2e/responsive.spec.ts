import { expect, test } from './fixtures';

test.use({ viewport: { width: 375, height: 740 } });

for (const path of [
  '/main',
  '/introduce/1',
  '/introduce/5',
  '/policy/info',
  '/policy/guide',
  '/login',
  '/no-such-page',
]) {
  test(`${path} fits a 375 px wide phone without sideways scrolling`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A string expression: the e2e folder is type-checked without the DOM library.
    const overflow = (await page.evaluate(
      'document.documentElement.scrollWidth - window.innerWidth',
    )) as number;
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
