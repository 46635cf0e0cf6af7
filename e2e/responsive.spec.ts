import { admin } from './account-helpers';
import { expect, test } from './fixtures';

test.use({ viewport: { width: 375, height: 740 } });

for (const path of [
  '/main',
  '/introduce/1',
  '/introduce/5',
  '/policy/info',
  '/policy/guide',
  '/login',
  '/no-such-page',
]) {
  test(`${path} fits a 375 px wide phone without sideways scrolling`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A string expression: the e2e folder is type-checked without the DOM library.
    const overflow = (await page.evaluate(
      'document.documentElement.scrollWidth - window.innerWidth',
    )) as number;
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test('on a phone the sessions of a conference are cards with the apply button in view', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const conferences = (await (await request.get('/api/conferences')).json()).contents as {
    idx: number;
    title: string;
  }[];
  const open = conferences.find((conference) => conference.title === '2026 겨울 하나바이블 교사 컨퍼런스');
  if (!open) throw new Error('no open demo conference');
  await page.goto(`/${open.idx}`);
  // Within the screen's width without scrolling sideways (before, it sat in a table 640 px wide).
  const apply = await page.getByRole('link', { name: '1회차 서울 영아부 신청' }).boundingBox();
  expect(apply).not.toBeNull();
  expect((apply?.x ?? 0) + (apply?.width ?? 0)).toBeLessThanOrEqual(390);
  // Each value is named by its column on the card (the label is drawn before it).
  const card = page.getByRole('row', { name: /영아부/ }).first();
  await expect(card.getByRole('cell', { name: /^참가비 \d/ })).toBeVisible();
  await expect(card.getByRole('rowheader', { name: '부서 영아부' })).toBeVisible();
  const overflow = (await page.evaluate(
    'document.documentElement.scrollWidth - window.innerWidth',
  )) as number;
  expect(overflow).toBeLessThanOrEqual(0);
});

test('on a phone a board lists each post with its author, date and views in view', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/community/1');
  const first = page.getByRole('row').nth(1);
  await expect(first).toBeVisible();
  // 번호, 제목, then 작성자, 작성일 and 조회: each within the screen's width.
  for (const column of [2, 3, 4]) {
    const box = await first.getByRole('cell').nth(column).boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  }
  const overflow = (await page.evaluate(
    'document.documentElement.scrollWidth - window.innerWidth',
  )) as number;
  expect(overflow).toBeLessThanOrEqual(0);
});

test('on a phone the floating helpers step aside while a form field is filled in, and stay off the administration', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/signup');
  const chat = page.getByRole('link', { name: /채팅 상담/ });
  await expect(chat).toBeVisible();
  await page.getByRole('main').getByLabel('이름').focus();
  await expect(chat).toBeHidden();
  await page.getByRole('main').getByRole('heading', { name: '회원가입' }).click();
  await expect(chat).toBeVisible();

  expect((await page.request.post('/api/account/login', { data: admin })).ok()).toBe(true);
  await page.goto('/management');
  await expect(page.getByRole('heading', { level: 1, name: '관리자' })).toBeVisible();
  await expect(page.getByRole('link', { name: /채팅 상담/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '맨 위로' })).toHaveCount(0);
});
