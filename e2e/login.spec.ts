import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// The e2e server seeds the administrator with this password (scripts/e2e-server.mjs).
const admin = { uid: 'admin', upw: 'e2e-admin-password' };

/** Fills the /login form (the page's own, not the top bar's window) and presses Enter. */
async function submitLoginPage(page: Page, uid: string, upw: string, remember = false) {
  const form = page.getByRole('main');
  await form.getByLabel('아이디', { exact: true }).fill(uid);
  await form.getByLabel('비밀번호').fill(upw);
  if (remember) await form.getByLabel('아이디 저장').check();
  await form.getByLabel('비밀번호').press('Enter');
}

const accountButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /admin/ });
const loginButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: '로그인' });

test('the login page refuses a wrong password with the spec text', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('로그인 | 하나바이블 교회교육');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: '로그인' })).toBeVisible();
  await expect(main.getByRole('link', { name: '아이디·비밀번호 찾기' })).toHaveAttribute(
    'href',
    '/help_find',
  );
  await expect(main.getByRole('link', { name: '회원가입' })).toHaveAttribute('href', '/signup');
  await expect(main.getByRole('link', { name: '네이버 로그인' })).toHaveAttribute(
    'href',
    '/api/oauth/naver/start?returnTo=%2F',
  );
  await expect(main.getByRole('link', { name: '카카오 로그인' })).toHaveAttribute(
    'href',
    '/api/oauth/kakao/start?returnTo=%2F',
  );

  await submitLoginPage(page, admin.uid, 'not-the-password');
  await expect(main.getByRole('alert')).toHaveText('아이디 또는 비밀번호를 확인하세요.');
  await expect(page).toHaveURL(/\/login$/);
  await expect(loginButton(page)).toBeVisible();
});

test('a member logs in with "아이디 저장", logs out from the top bar and finds the id prefilled', async ({
  page,
}) => {
  await page.goto('/login');
  await submitLoginPage(page, admin.uid, admin.upw, true);
  await expect(page).toHaveURL(/\/main$/);

  const banner = page.getByRole('banner');
  await accountButton(page).click();
  await expect(banner.getByRole('link', { name: '회원정보 수정' })).toBeVisible();
  await expect(banner.getByRole('link', { name: '관리자' })).toBeVisible();

  await banner.getByRole('button', { name: '로그아웃' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('로그아웃 하시겠습니까?');
  await confirm.getByRole('button', { name: '확인' }).click();

  await expect(page).toHaveURL(/\/(main)?$/);
  await expect(loginButton(page)).toBeVisible();
  await expect(accountButton(page)).toBeHidden();
  // The server ended the session too, not only the page.
  expect((await (await page.request.get('/api/account/check')).json()).contents).toBeNull();

  await page.goto('/login');
  const main = page.getByRole('main');
  await expect(main.getByLabel('아이디', { exact: true })).toHaveValue(admin.uid);
  await expect(main.getByLabel('아이디 저장')).toBeChecked();
  await expect(main.getByLabel('비밀번호')).toHaveValue('');
});

test('the login window of the top bar logs in as well', async ({ page }) => {
  await page.goto('/main');
  await loginButton(page).click();
  const dialog = page.getByRole('dialog', { name: '로그인' });
  await dialog.getByLabel('아이디').fill(admin.uid);
  await dialog.getByLabel('비밀번호').fill(admin.upw);
  await dialog.getByRole('button', { name: '로그인' }).click();

  await expect(dialog).toBeHidden();
  await expect(accountButton(page)).toBeVisible();
  await expect(page).toHaveURL(/\/main$/);
});

test('the session is a cookie: it survives a reload and no token reaches web storage @smoke', async ({
  page,
}) => {
  await page.goto('/login');
  const answer = page.waitForResponse(
    (response) => response.url().endsWith('/api/account/login') && response.request().method() === 'POST',
  );
  await submitLoginPage(page, admin.uid, admin.upw);
  const login = await answer;
  expect(login.status()).toBe(200);
  const token: unknown = (await login.json()).contents?.body?.accessToken;
  expect(typeof token === 'string' && token.length > 0).toBe(true);

  await expect(page).toHaveURL(/\/main$/);
  await expect(accountButton(page)).toBeVisible();
  await page.reload();
  await expect(accountButton(page)).toBeVisible();

  const { origins, cookies } = await page.context().storageState();
  const stored = origins.flatMap((origin) => origin.localStorage);
  for (const entry of stored) expect(`${entry.name}=${entry.value}`).not.toContain(token as string);
  // A cookie may carry it, but only one the page's scripts cannot read.
  for (const cookie of cookies.filter((c) => c.value.includes(token as string))) {
    expect(cookie.httpOnly).toBe(true);
  }
});

test('the /logout page says it is logging out, ends the session and goes home', async ({ page }) => {
  await page.goto('/login');
  await submitLoginPage(page, admin.uid, admin.upw);
  await expect(accountButton(page)).toBeVisible();

  // The real server answers; the request is only held back long enough for the page's text to be seen.
  await page.route('**/api/account/logout', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  await page.goto('/logout');
  await expect(page.getByRole('status')).toHaveText('로그아웃 중입니다…');
  await expect(page).toHaveURL(/\/main$/);
  await expect(loginButton(page)).toBeVisible();
  expect((await (await page.request.get('/api/account/check')).json()).contents).toBeNull();

  // Opening it again without a session still lands home.
  await page.unroute('**/api/account/logout');
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/main$/);
  await expect(loginButton(page)).toBeVisible();
});
