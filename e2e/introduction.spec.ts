import { expect, test } from './fixtures';

const categories = [
  { category: 1, label: '인사말 · 하나바이블 소개' },
  { category: 2, label: '교육 정신' },
  { category: 3, label: '교육 사역' },
  { category: 4, label: '섬기는 사람들' },
  { category: 5, label: '오시는 길' },
];

test('the top menu reaches every introduction page, each titled as the server stores it', async ({
  page,
  request,
}) => {
  await page.goto('/main');
  const mainMenu = page.getByRole('navigation', { name: '주 메뉴' });

  for (const { category, label } of categories) {
    const answer = await request.get(`/api/introduce/${category}`);
    expect(answer.ok()).toBe(true);
    const { title } = (await answer.json()).contents as { title: string };

    await mainMenu.getByRole('button', { name: '소개' }).click();
    await mainMenu.getByRole('link', { name: label, exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`/introduce/${category}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(`${title} | 하나바이블 교회교육`);
    // The page's own menu marks where the reader is.
    await expect(
      page.getByRole('navigation', { name: '소개 메뉴' }).getByRole('link', { name: label, exact: true }),
    ).toHaveAttribute('aria-current', 'page');
  }
});

test('/introduce opens the first category and an unknown category is not found', async ({ page }) => {
  await page.goto('/introduce');
  await expect(page).toHaveURL(/\/introduce\/1$/);

  await page.goto('/introduce/6');
  await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeVisible();
});
