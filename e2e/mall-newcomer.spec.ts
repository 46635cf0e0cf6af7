import { expect, test } from './fixtures';

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
    expect(await tabs.innerText()).not.toMatch(/\p{Extended_Pictographic}/u);
  });
});
