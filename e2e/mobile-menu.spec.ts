import { expect, test } from './fixtures';

test.use({ viewport: { width: 375, height: 740 } });

test('on a phone the slide-out menu opens, and a link in it navigates and closes it', async ({ page }) => {
  await page.goto('/main');
  // The desktop menu gives way to the hamburger button below 1024 px.
  await expect(page.getByRole('navigation', { name: '주 메뉴' })).toBeHidden();

  await page.getByRole('button', { name: '메뉴 열기' }).click();
  const menu = page.getByRole('dialog', { name: '전체 메뉴' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('button', { name: '로그인' })).toBeVisible();

  await menu.getByRole('link', { name: '교육 정신' }).click();
  await expect(page).toHaveURL(/\/introduce\/2$/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the slide-out menu closes with its close button and with Escape', async ({ page }) => {
  await page.goto('/main');
  const open = page.getByRole('button', { name: '메뉴 열기' });
  const menu = page.getByRole('dialog', { name: '전체 메뉴' });

  await open.click();
  await menu.getByRole('button', { name: '메뉴 닫기' }).click();
  await expect(menu).toBeHidden();
  await expect(open).toBeFocused();

  await open.click();
  // Focus has moved into the menu: its Escape listener is attached by then too (Preact runs a new
  // dialog's effects after the next paint, and an Escape pressed before that went unheard in one CI run).
  await expect(menu.getByRole('button', { name: '메뉴 닫기' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
});
