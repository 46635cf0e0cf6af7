import { adminRequest, answerDialog, logIn, signUpByApi, uniquePhone, uniqueUid } from './account-helpers';
import { expect, test } from './fixtures';

test('a visitor can read the inquiry form but gets a login link instead of the submit button', async ({
  page,
}) => {
  await page.goto('/qna');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: '1:1 문의' })).toBeVisible();
  await expect(main.getByLabel('컨퍼런스')).toBeVisible();
  await expect(main.getByText('문의는 로그인 후 등록할 수 있습니다.')).toBeVisible();
  await expect(main.getByRole('button', { name: '문의하기' })).toHaveCount(0);
  await main.getByRole('link', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fqna$/);

  await page.goto('/qnalist');
  await answerDialog(page, '로그인 후 이용 가능 합니다.');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fqnalist$/);
});

test('a member writes an inquiry, finds it in /qnalist as 문의신청, and reads the administration’s answer', async ({
  page,
  adminPage,
  baseURL,
}) => {
  const outbox = await adminRequest(baseURL);
  const member = { uid: uniqueUid(), name: '문의회원', upw: 'inquiry-pass-1', phone: uniquePhone() };
  await signUpByApi(baseURL, outbox, member);
  await outbox.dispose();

  await logIn(page, member.uid, member.upw);
  await expect(page).toHaveURL(/\/main$/);
  await page.goto('/qna');
  const main = page.getByRole('main');
  const submit = main.getByRole('button', { name: '문의하기' });

  // The page checks in the spec's order with the server's texts.
  await submit.click();
  await answerDialog(page, '컨퍼런스를 선택해 주세요.');
  const select = main.getByLabel('컨퍼런스');
  await expect(select.locator('option')).not.toHaveCount(1);
  const conferenceTitle = (await select.locator('option').nth(1).textContent()) ?? '';
  await select.selectOption({ index: 1 });
  await main.getByLabel('제목').fill('   ');
  await submit.click();
  await answerDialog(page, '제목을 입력해 주세요.');
  // The field the message is about has focus and says why (issue 42).
  await expect(main.getByLabel('제목')).toBeFocused();
  await expect(main.getByLabel('제목')).toHaveAccessibleDescription('제목을 입력해 주세요.');
  const title = `주차 문의 ${Date.now()}`;
  await main.getByLabel('제목').fill(title);
  await submit.click();
  await answerDialog(page, '내용을 입력해 주세요.');
  await main.getByLabel('내용').fill('주차가 가능한가요?\n<b>태그는 글자 그대로</b>');
  await submit.click();
  await answerDialog(page, '문의가 등록되었습니다.');
  // The member lands on their own inquiry list, the new one on it.
  await expect(page).toHaveURL(/\/qnalist$/);
  const row = main.getByRole('button', { name: new RegExp(title) });
  await expect(row).toContainText('문의신청');
  await expect(row).toContainText(conferenceTitle);
  await expect(main.getByText('<b>태그는 글자 그대로</b>')).toBeHidden();
  await row.click();
  await expect(row).toHaveAttribute('aria-expanded', 'true');
  await expect(main.getByText('<b>태그는 글자 그대로</b>')).toBeVisible();

  // The administration answers in 문의 목록; the member reads it (처리완료 follows the answer).
  await adminPage.goto('/management?tab=inquiries');
  await adminPage.getByRole('button', { name: title }).click();
  const form = adminPage.getByRole('form', { name: `${title} 답변` });
  await form.getByLabel(/답변/).fill('네, 교회 주차장을 2시간 무료로 이용하실 수 있습니다.');
  await form.getByRole('button', { name: '답변 등록' }).click();
  await answerDialog(adminPage, '답변이 등록되었습니다. 문의한 회원에게 카카오톡으로 안내됩니다.');

  await page.reload();
  const answered = main.getByRole('button', { name: new RegExp(title) });
  await expect(answered).toContainText('처리완료');
  await expect(answered).toContainText('답변 있음');
  await answered.click();
  await expect(main.getByRole('region', { name: '답변' })).toContainText(
    '2시간 무료로 이용하실 수 있습니다.',
  );
});
