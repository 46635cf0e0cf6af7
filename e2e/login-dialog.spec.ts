import { expectAccessible } from './axe-sweep';
import { expect, test } from './fixtures';

test('the login window asks for the id, then the password, before calling the server', async ({ page }) => {
  await page.goto('/main');
  await page.getByRole('banner').getByRole('button', { name: '로그인' }).click();
  const dialog = page.getByRole('dialog', { name: '로그인' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, '로그인 창');
  // Social logins come back to the page the window was opened on.
  await expect(dialog.getByRole('link', { name: '네이버 로그인' })).toHaveAttribute(
    'href',
    '/api/oauth/naver/start?returnTo=%2Fmain',
  );
  await expect(dialog.getByRole('link', { name: '카카오 로그인' })).toHaveAttribute(
    'href',
    '/api/oauth/kakao/start?returnTo=%2Fmain',
  );

  const submit = dialog.getByRole('button', { name: '로그인' });
  await submit.click();
  await expect(dialog.getByRole('alert')).toHaveText('아이디를 입력하세요.');

  // Whitespace alone counts as empty; Enter submits.
  await dialog.getByLabel('아이디').fill('   ');
  await dialog.getByLabel('아이디').press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('아이디를 입력하세요.');

  await dialog.getByLabel('아이디').fill('member01');
  await dialog.getByLabel('비밀번호').press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('비밀번호를 입력하세요.');
  await expect(dialog.getByLabel('비밀번호')).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
