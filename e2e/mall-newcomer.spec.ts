import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { addToCart, member, openAdminOrder, openItem, orderCartByCard } from './mall-helpers';

/** A screenshot to look at (not compared): the page as a newcomer sees it at this width. */
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `.test-artifacts/screens/${name}.png`, fullPage: false });

/**
 * What a newcomer sees in the content mall (issue 41, item 10): a search that says where it looked,
 * category tabs with drawn icons, covers that say what each item is.
 */
test.describe('the mall as a newcomer sees it', () => {
  test('a search inside a category says so and offers the same search everywhere', async ({ page }) => {
    await page.goto('/mall?category=137&q=율동');
    await expect(
      page.getByRole('heading', { name: /^‘찬양’ 카테고리에서 ‘율동’ 검색 결과 \d+건$/ }),
    ).toBeVisible();
    await page.getByRole('link', { name: '전체 카테고리에서 ‘율동’ 검색' }).click();
    await expect(page).toHaveURL(/\/mall\?q=%EC%9C%A8%EB%8F%99$/);
    await expect(page.getByRole('heading', { name: /^‘율동’ 검색 결과 \d+건$/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /전체 카테고리에서/ })).toHaveCount(0);
  });

  test('category tabs draw their icons, never emoji that show as boxes without an emoji font', async ({
    page,
  }) => {
    await page.goto('/mall');
    const tabs = page.getByRole('navigation', { name: '카테고리' });
    for (const name of ['예배 자료', '활동자료', '교사 자료', '찬양'])
      await expect(tabs.getByRole('link', { name }).locator('svg')).toHaveCount(1);
    expect(await tabs.textContent()).not.toMatch(/\p{Extended_Pictographic}/u);
  });

  test('the first page shows covers that say what each item is, at 390 and 1366 px', async ({ page }) => {
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
      await page.goto('/mall');
      const newest = page.getByRole('region', { name: /새로 나온/ }).or(page.locator('main'));
      await expect(newest.locator('img').first()).toBeVisible();
      await page.getByRole('heading', { name: '전체 상품' }).scrollIntoViewIfNeeded();
      await shot(page, `mall-home-${width}`);
    }
  });

  test('an image content and a file content show the 미리보기 their notice promises', async ({ page }) => {
    for (const title of ['성탄절 예배 배경 이미지', '교사 출석부 양식']) {
      await openItem(page, title);
      const preview = page.getByRole('img', { name: `${title} 미리보기` });
      await preview.scrollIntoViewIfNeeded();
      await expect(preview).toBeVisible();
      // The e2e folder is type-checked without the DOM library: the picture as the test reads it.
      expect(await preview.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth)).toBe(
        480,
      );
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('img', { name: '교사 출석부 양식 미리보기' }).scrollIntoViewIfNeeded();
    await shot(page, 'item-preview-390');
  });
});

test('the administration’s order detail uses a desk screen, and still fits a phone', async ({
  page,
  adminPage,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await member(page, baseURL);
  await openItem(page, '교회학교 출석 스탬프');
  await addToCart(page);
  const oid = await orderCartByCard(page);

  await adminPage.setViewportSize({ width: 1366, height: 900 });
  const dialog = await openAdminOrder(adminPage, oid);
  await expect(dialog.getByRole('heading', { name: '배송 상품' })).toBeVisible();
  const wide = await dialog.boundingBox();
  expect(wide?.width).toBeGreaterThan(1000);
  // 주문 정보 and 주문자 side by side.
  const info = await dialog.getByRole('heading', { name: '주문 정보' }).boundingBox();
  const buyer = await dialog.getByRole('heading', { name: '주문자' }).boundingBox();
  expect(Math.abs((info?.y ?? 0) - (buyer?.y ?? 1))).toBeLessThan(2);
  await shot(adminPage, 'admin-order-1366');

  await adminPage.setViewportSize({ width: 390, height: 844 });
  const narrow = await dialog.boundingBox();
  expect(narrow?.width).toBeLessThanOrEqual(390);
  const overflow = await dialog.evaluate((element) => {
    const { scrollWidth, clientWidth } = element as unknown as { scrollWidth: number; clientWidth: number };
    return scrollWidth - clientWidth;
  });
  expect(overflow).toBeLessThanOrEqual(0);
  await shot(adminPage, 'admin-order-390');
});
