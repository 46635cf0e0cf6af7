import { answerDialog } from './account-helpers';
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
  await expect(page).toHaveURL(/\/main$/);
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
  await expect(page).toHaveURL(/\/main$/);
  await expect.poll(previous).toEqual(['/profile', 'profile']);
});
