import { expect, test } from './fixtures';

test('an unknown address shows the not-found page and "홈으로" returns home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' })).toBeVisible();
  await expect(page.getByText('요청하신 페이지가 존재하지 않거나')).toBeVisible();
  await expect(page).toHaveTitle('페이지를 찾을 수 없습니다 | 하나바이블 교회교육');

  await page.getByRole('link', { name: '홈으로' }).click();
  await expect(page).toHaveURL(/\/main$/);
  await expect(page.getByRole('navigation', { name: '바로가기' })).toBeVisible();
});

test('"이전 페이지" goes back to the page the reader came from', async ({ page }) => {
  await page.goto('/policy/info');
  await expect(page.getByRole('heading', { level: 1, name: '개인정보처리방침' })).toBeVisible();
  await page.goto('/no-such-page');
  await page.getByRole('button', { name: '이전 페이지' }).click();
  await expect(page).toHaveURL(/\/policy\/info$/);
  await expect(page.getByRole('heading', { level: 1, name: '개인정보처리방침' })).toBeVisible();
});
