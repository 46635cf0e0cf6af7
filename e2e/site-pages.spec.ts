import { admin, answerDialog, logIn } from './account-helpers';
import { expect, test } from './fixtures';

test('the Hana Bible, Bible school and ministry pages show their content from the menus', async ({
  page,
}) => {
  await page.goto('/hana-bible');
  await expect(page.getByRole('heading', { level: 1, name: '하나바이블 소개' })).toBeVisible();
  await expect(page.getByText('온 세대가 함께 읽는 하나의 성경')).toBeVisible();
  await page
    .getByRole('navigation', { name: '하나바이블 메뉴' })
    .getByRole('link', { name: '과정별 안내' })
    .click();
  await expect(page).toHaveURL(/\/hana-bible\/course$/);
  await expect(page.getByRole('cell', { name: '씨앗 과정' })).toBeVisible();

  await page.goto('/bible-school?tab=winter');
  await expect(page.getByRole('tab', { name: '겨울 성경학교' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('기다림의 선물');
  await page.getByRole('tab', { name: '여름 성경학교' }).click();
  await expect(page).toHaveURL(/tab=summer/);
  await expect(page.getByRole('tabpanel')).toContainText('빛으로 걷는 아이들');
});

test('the app pages: the introduction pop-ups, the ten courses and the quiz from start to end', async ({
  page,
}) => {
  await page.goto('/app_hana1');
  await page.getByRole('button', { name: '개발 개요' }).click();
  const dialog = page.getByRole('dialog', { name: '개발 개요' });
  await expect(dialog).toContainText('다섯 과정 완간');
  await dialog.getByRole('button', { name: '닫기' }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/app_hana2');
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(10);

  await page.goto('/game');
  await page.getByRole('button', { name: '시작하기' }).click();
  for (let question = 1; question <= 10; question += 1) {
    await expect(page.getByText(`${question} / 10`)).toBeVisible();
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: '정답 확인' }).click();
    await page.getByRole('button', { name: question === 10 ? '결과 보기' : '다음 문제' }).click();
  }
  await expect(page.getByRole('heading', { name: '퀴즈 끝!' })).toBeVisible();
  await expect(page.getByText(/10문제 중 \d+문제를 맞혔어요\./)).toBeVisible();
});

test('an administrator edits a content page in 사이트 페이지 and visitors see it at once', async ({
  page,
  browser,
}) => {
  await logIn(page, admin.uid, admin.upw);
  await expect(page).toHaveURL(/\/main$/);
  await page.goto('/management?tab=site-pages');
  await page.getByRole('button', { name: '수정 (사역 나눔)' }).click();
  const form = page.getByRole('form', { name: '사역 나눔 수정' });
  const title = `사역 나눔 ${Date.now() % 100_000}`;
  await form.getByRole('textbox', { name: '제목' }).fill(title);
  await form.getByRole('button', { name: '저장' }).click();
  await answerDialog(page, '페이지가 저장되었습니다.');

  const visitor = await browser.newPage();
  await visitor.goto('/ministry');
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await visitor.close();
});
