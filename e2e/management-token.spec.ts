import type { Page } from '@playwright/test';
import { admin, answerDialog } from './account-helpers';
import { expect, test } from './fixtures';

/** A fresh access token of the administrator, as the native app holds it; the page keeps no session of it. */
async function appToken(page: Page): Promise<string> {
  const answer = await page.request.post('/api/account/login', { data: admin });
  expect(answer.ok()).toBe(true);
  const body = (await answer.json()) as { contents: { body: { accessToken: string } } };
  // page.request shares the browser's cookies: drop the login's cookie, only the path token may log in.
  await page.context().clearCookies();
  return body.contents.body.accessToken;
}

/** Everything page scripts keep in web storage, as one string. */
function webStorage(page: Page): Promise<string> {
  return page.evaluate('JSON.stringify([{ ...localStorage }, { ...sessionStorage }])');
}

test('/management/{base64 token} logs in with an HttpOnly cookie and opens /management', async ({ page }) => {
  const token = await appToken(page);
  const encoded = Buffer.from(token).toString('base64');
  await page.goto(`/management/${encoded}`);
  await expect(page).toHaveURL(/\/management$/);
  // The token's member is the administrator: the admin area opens on its first tab.
  await expect(page.getByRole('heading', { name: '관리자', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: '관리 메뉴' }).getByRole('link', { name: '대시보드', exact: true }),
  ).toHaveAttribute('aria-current', 'page');

  const check = (await page.evaluate("fetch('/api/account/check').then((answer) => answer.json())")) as {
    contents: { uid: string } | null;
  };
  expect(check.contents?.uid).toBe(admin.uid);
  const cookie = (await page.context().cookies()).find((item) => item.value === token);
  expect(cookie?.httpOnly).toBe(true);

  const stored = await webStorage(page);
  expect(stored).not.toContain(token);
  expect(stored).not.toContain(encoded);
  // The token's address was replaced, not stacked: going back never returns to it.
  await page.goBack();
  expect(page.url()).not.toContain(encoded);
});

test('/management/{token} reads URL-safe base64 without padding too', async ({ page }) => {
  const token = await appToken(page);
  await page.goto(`/management/${Buffer.from(token).toString('base64url')}`);
  await expect(page).toHaveURL(/\/management$/);
  const check = (await page.evaluate("fetch('/api/account/check').then((answer) => answer.json())")) as {
    contents: { uid: string } | null;
  };
  expect(check.contents?.uid).toBe(admin.uid);
});

for (const [label, segment] of [
  // Its standard base64 "dW5rbm93bi10b2tlbj8/Pw==" holds a "/": the page still reads it as one token.
  ['a token the server does not know', Buffer.from('unknown-token???').toString('base64')],
  ['a path that is not base64', 'not%20base64!'],
]) {
  test(`/management/{token} with ${label} alerts and goes to /main`, async ({ page }) => {
    await page.goto(`/management/${segment}`);
    await answerDialog(page, '로그인 후 이용 가능 합니다.');
    await expect(page).toHaveURL(/\/main$/);
    expect(await webStorage(page)).not.toContain(segment);
    expect((await page.context().cookies()).length).toBe(0);
  });
}
