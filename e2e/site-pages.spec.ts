import { admin, answerDialog, logIn } from './account-helpers';
import { typeContent } from './community-helpers';
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

test('the Hana Bible library: an administrator posts from its page, visitors read it there and not among the community', async ({
  page,
  browser,
}) => {
  await logIn(page, admin.uid, admin.upw);
  await expect(page).toHaveURL(/\/main$/);
  await page.goto('/hana-bible');
  await page
    .getByRole('navigation', { name: '하나바이블 메뉴' })
    .getByRole('link', { name: '자료실' })
    .click();
  await expect(page).toHaveURL(/\/hana-bible\/board$/);
  await expect(page.getByRole('heading', { level: 1, name: '하나바이블 자료실' })).toBeVisible();
  await expect(page.getByRole('link', { name: '하나바이블 2027년 1학기 교재 안내' })).toBeVisible();

  const title = `자료실 ${Date.now() % 100_000} 4과 활동지`;
  await page.getByRole('link', { name: '글쓰기' }).click();
  const main = page.getByRole('main');
  await expect(main.getByLabel('게시판')).toHaveValue('5');
  await main.getByLabel('제목').fill(title);
  await typeContent(page, '4과 활동지를 내려받아 쓰세요.');
  await main.getByRole('button', { name: '작성 완료' }).click();
  await answerDialog(page, '게시글이 등록되었습니다.');
  await expect(page).toHaveURL(/\/hana-bible\/board\/5\/\d+$/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto('/hana-bible/board?searchType=title&searchText=4과 활동지');
  await visitor.getByRole('link', { name: title }).click();
  await expect(visitor).toHaveURL(/\/hana-bible\/board\/5\/\d+$/);
  await expect(visitor.getByText('4과 활동지를 내려받아 쓰세요.')).toBeVisible();
  await expect(visitor.getByRole('link', { name: '글쓰기' })).toHaveCount(0);
  await visitor.getByRole('link', { name: '목록으로' }).click();
  await expect(visitor).toHaveURL(/\/hana-bible\/board\?searchType=title/);

  // Not a community board: not among the tabs nor in the every-board list, and /community/5 is not found.
  await visitor.goto('/community/1?scope=all');
  await expect(visitor.getByRole('navigation', { name: '게시판' }).getByRole('link')).toHaveCount(4);
  await expect(visitor.getByRole('table')).not.toContainText(title);
  await visitor.goto('/community/5');
  await expect(visitor.getByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeVisible();
  await visitor.close();
});

test('the side menu on a phone has the introduction, the shop and the textbook store', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/main');
  await page.getByRole('button', { name: '메뉴 열기' }).click();
  const shortcuts = page.getByRole('dialog').getByRole('navigation', { name: '바로가기' });
  await expect(shortcuts.getByRole('link', { name: /교재 구매/ })).toHaveAttribute('target', '_blank');
  await shortcuts.getByRole('link', { name: '기관 소개' }).click();
  await expect(page).toHaveURL(/\/introduce\/1$/);
});
