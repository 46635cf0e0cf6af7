import {
  adminRequest,
  answerDialog,
  fillPhone,
  latestMessage,
  logIn,
  signUpByApi,
  uniquePhone,
  uniqueUid,
} from './account-helpers';
import { expect, test } from './fixtures';

test('a member finds the id, then the password, and logs in with the temporary one', async ({
  page,
  baseURL,
}) => {
  const outbox = await adminRequest(baseURL);
  const member = { uid: uniqueUid(), name: '찾기회원', upw: 'recovery-pass-1', phone: uniquePhone() };
  await signUpByApi(baseURL, outbox, member);

  await page.goto('/help_find');
  const main = page.getByRole('main');
  await expect(main.getByRole('tab', { name: '아이디 찾기' })).toHaveAttribute('aria-selected', 'true');
  // Page-side checks before any code is sent.
  await main.getByRole('button', { name: '인증번호 받기' }).click();
  await answerDialog(page, '이름을 입력하세요.');
  await main.getByLabel('이름').fill(member.name);
  await main.getByRole('button', { name: '인증번호 받기' }).click();
  await answerDialog(page, '전화번호를 입력하세요.');

  await fillPhone(page, member.phone);
  await main.getByRole('button', { name: '인증번호 받기' }).click();
  await answerDialog(page, '인증번호가 발송되었습니다.');
  await expect(main.getByLabel('이름')).toBeDisabled();
  const idCode = await latestMessage(outbox, member.phone.digits, /\[(\d{6})\]/);
  await main.getByLabel('인증번호').fill(idCode);
  await main.getByRole('button', { name: '확인' }).click();
  await expect(main.getByText('고객님의 정보와 일치하는 아이디입니다.')).toBeVisible();
  await expect(main.getByTestId('found-uid')).toHaveText(member.uid);

  await main.getByRole('button', { name: '비밀번호 찾기' }).click();
  await expect(main.getByRole('tab', { name: '비밀번호 찾기' })).toHaveAttribute('aria-selected', 'true');
  await main.getByLabel('이름').fill(member.name);
  await fillPhone(page, member.phone);
  await main.getByRole('button', { name: '인증번호 받기' }).click();
  await answerDialog(page, '아이디를 입력하세요.');
  await main.getByLabel('아이디').fill(member.uid);
  await main.getByRole('button', { name: '인증번호 받기' }).click();
  await answerDialog(page, '인증번호가 발송되었습니다.');
  // The newest code for this phone, once the password search's code has replaced the id search's.
  let pwCode = idCode;
  await expect
    .poll(async () => {
      pwCode = await latestMessage(outbox, member.phone.digits, /\[(\d{6})\]/);
      return pwCode;
    })
    .not.toBe(idCode);
  await main.getByLabel('인증번호').fill(pwCode);
  await main.getByRole('button', { name: '확인' }).click();
  await answerDialog(page, '임시 비밀번호가 알림톡으로 전송 되었습니다.');
  await expect(page).toHaveURL(/\/login$/);

  const temporary = await latestMessage(outbox, member.phone.digits, /임시 비밀번호는 (\S+) 입니다/);
  await logIn(page, member.uid, temporary);
  await expect(page).toHaveURL(/\/main$/);
  await outbox.dispose();
});

test('a wrong name finds no member', async ({ page }) => {
  await page.goto('/help_find_2');
  const main = page.getByRole('main');
  await main.getByLabel('이름').fill('없는회원');
  await fillPhone(page, uniquePhone());
  await main.getByRole('button', { name: '인증번호 받기' }).click();
  await answerDialog(page, '등록된 회원정보가 없습니다.');
  await expect(main.getByLabel('이름')).toBeEnabled();
});

test('/app/help_find shows the same two tabs', async ({ page }) => {
  await page.goto('/app/help_find');
  const main = page.getByRole('main');
  await main.getByRole('tab', { name: '비밀번호 찾기' }).click();
  await expect(main.getByLabel('아이디')).toBeVisible();
  await main.getByRole('button', { name: '인증번호 받기' }).click();
  await answerDialog(page, '아이디를 입력하세요.');
});
