import { expect, test } from './fixtures';

// The e2e server's PUBLIC_URL is http://127.0.0.1:PORT (playwright.config.ts); localhost reaches the same
// server at another origin, as a phone on the church LAN reaches it at the machine's address.
test('a page opened at another address than PUBLIC_URL says so in Korean and links to the official one', async ({
  page,
  baseURL,
}) => {
  const official = new URL(baseURL ?? '').origin;
  const elsewhere = official.replace('127.0.0.1', 'localhost');
  await page.goto(`${elsewhere}/login`);
  const notice = page.getByRole('alert').filter({ hasText: '공식 주소' });
  await expect(notice).toHaveText(
    `이 주소(${elsewhere})는 사이트의 공식 주소(${official})가 아니어서 휴대폰 결제와 간편 로그인이 동작하지 않습니다. 공식 주소로 열어 주세요. 공식 주소로 열기`,
  );
  await expect(notice.getByRole('link', { name: '공식 주소로 열기' })).toHaveAttribute(
    'href',
    `${official}/login`,
  );
});

test('the official address shows no such notice', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: '로그인' }).first()).toBeVisible();
  await expect(page.getByText('사이트의 공식 주소')).toHaveCount(0);
});
