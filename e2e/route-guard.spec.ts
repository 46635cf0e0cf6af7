import { answerDialog, memberByApi, submitLoginForm } from './account-helpers';
import { expect, test } from './fixtures';

/** Installs a fake native-app bridge that records every message the page posts. */
const fakeNativeApp = `
  window.nativeMessages = [];
  window.ReactNativeWebView = { postMessage: (message) => window.nativeMessages.push(JSON.parse(message)) };
`;

test('/app/withdrawal while logged out asks the native app for its login, then goes to /main', async ({
  page,
}) => {
  await page.addInitScript(fakeNativeApp);
  await page.goto('/app/withdrawal');
  await expect(page.getByRole('alertdialog')).toBeVisible();
  // Behind the message (which hides the rest from assistive technology) the protected page was never
  // shown, only the check's placeholder.
  const main = page.locator('main');
  await expect(main.locator('h1')).toHaveCount(0);
  await expect(main.getByRole('status', { includeHidden: true })).toBeAttached();
  await answerDialog(page, '로그인 후 이용 가능 합니다.');
  await expect(page).toHaveURL(/\/main$/);
  expect(await page.evaluate('window.nativeMessages')).toEqual([{ type: 'login' }]);
});

test('a login-required page outside /app/ posts nothing to the native app', async ({ page }) => {
  await page.addInitScript(fakeNativeApp);
  await page.goto('/withdrawal');
  await answerDialog(page, '로그인 후 이용 가능 합니다.');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fwithdrawal$/);
  expect(await page.evaluate('window.nativeMessages')).toEqual([]);
});

test('the guard remembers the previous path and route name for the tab', async ({ page }) => {
  const previous = () => page.evaluate('[sessionStorage.prevPath, sessionStorage.prevRouteName]');
  await page.goto('/main');
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  // A new load in the same tab still knows the page before it.
  await page.goto('/policy/info');
  await expect.poll(previous).toEqual(['/main', '/main']);
  // A route with a handle name is remembered by that name.
  await page.goto('/profile');
  await answerDialog(page, '로그인 후 이용 가능 합니다.');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fprofile$/);
  await expect.poll(previous).toEqual(['/profile', 'profile']);
});

test('a login-required page sends a visitor to log in and back to the same page and query', async ({
  page,
  baseURL,
}) => {
  const member = await memberByApi(baseURL, '돌아올회원');
  await page.goto('/mypage/cart?from=mail');
  await answerDialog(page, '로그인 후 이용 가능 합니다.');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fmypage%2Fcart%3Ffrom%3Dmail$/);
  // A social login comes back to the same page.
  await expect(page.getByRole('link', { name: '카카오 로그인' })).toHaveAttribute(
    'href',
    '/api/oauth/kakao/start?returnTo=%2Fmypage%2Fcart%3Ffrom%3Dmail',
  );
  await submitLoginForm(page, member.uid, member.upw);
  await expect(page).toHaveURL(/\/mypage\/cart\?from=mail$/);
  await expect(page.getByRole('heading', { level: 1, name: '장바구니' })).toBeVisible();

  // Only pages of this site: another address given as the way back leads home instead.
  await page.goto('/login?returnTo=https%3A%2F%2Fevil.example%2F');
  await expect(page.getByRole('link', { name: '카카오 로그인' })).toHaveAttribute(
    'href',
    '/api/oauth/kakao/start?returnTo=%2F',
  );
});
