import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { admin } from './account-helpers';
import { expect, test } from './fixtures';
import { addToCart, member, openItem } from './mall-helpers';

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

/** The open demo conference's page at 390×844. */
async function openDemoConferenceOnPhone(page: Page, request: APIRequestContext) {
  await page.setViewportSize({ width: 390, height: 844 });
  const conferences = (await (await request.get('/api/conferences')).json()).contents as {
    idx: number;
    title: string;
  }[];
  const open = conferences.find((conference) => conference.title === '2026 겨울 하나바이블 교사 컨퍼런스');
  if (!open) throw new Error('no open demo conference');
  await page.goto(`/${open.idx}`);
}

test('on a phone the sessions of a conference are cards with the apply button in view', async ({
  page,
  request,
}) => {
  await openDemoConferenceOnPhone(page, request);
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

test('the admin menu shows every tab under its heading at 1366 px, one click away, and opens on a phone', async ({
  page,
}) => {
  expect((await page.request.post('/api/account/login', { data: admin })).ok()).toBe(true);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/management');
  const menu = page.getByRole('navigation', { name: '관리 메뉴' });
  for (const heading of ['컨퍼런스', '쇼핑몰', '사이트', '시스템'])
    await expect(menu.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  const entries = menu.getByRole('link');
  await expect(entries).toHaveCount(24);
  // Each in the window as the page opens: none past the edge of a row that scrolls.
  for (const entry of await entries.all()) await expect(entry).toBeInViewport({ ratio: 1 });
  await menu.getByRole('link', { name: '작업 기록' }).click();
  await expect(page).toHaveURL(/\/management\?tab=audit$/);
  await expect(menu.getByRole('link', { name: '작업 기록' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 2, name: '작업 기록' }).first()).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: '관리 메뉴' }).click();
  for (const entry of await entries.all()) await expect(entry).toBeVisible();
  await menu.getByRole('link', { name: '쇼핑몰 상품' }).click();
  await expect(page).toHaveURL(/\/management\?tab=mall-items$/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: '쇼핑몰 상품' })).toBeVisible();
});

test('on a phone the floating helpers step aside from a session’s 신청 under them, and leave the page’s end clear', async ({
  page,
  request,
}) => {
  await openDemoConferenceOnPhone(page, request);
  const helpers = page.getByTestId('floating-helpers');
  await expect(helpers).toBeVisible();

  // The 2nd session's last 신청 scrolled to where the helpers float (bottom right of the screen).
  const apply = page.getByRole('link', { name: /^2회차 .+ 신청$/ }).last();
  const found = await apply.boundingBox();
  await page.evaluate(`window.scrollBy(0, ${Math.round((found?.y ?? 0) + (found?.height ?? 0) - 844 + 20)})`);
  const applyBox = await apply.boundingBox();
  // By CSS, not by role: hidden ones have no role but keep their place.
  const helperBoxes = () => Promise.all([0, 1].map((n) => helpers.locator('a, button').nth(n).boundingBox()));
  expect((await helperBoxes()).some((box) => box && applyBox && overlaps(box, applyBox))).toBe(true);
  await expect(helpers).toBeHidden();
  // Nothing on top of it: a tap reaches it (a trial click checks that without leaving the page).
  await apply.click({ trial: true, timeout: 2_000 });

  // At the end of the page they are back, over no link or button.
  await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
  await expect(helpers).toBeVisible();
  const boxes = await helperBoxes();
  const controls = page.locator('main a[href], main button, footer a[href]');
  for (const control of await controls.all()) {
    const box = await control.boundingBox();
    if (box) expect(boxes.some((helper) => helper && overlaps(helper, box))).toBe(false);
  }
});

/**
 * Scrolls `value` under the floating helpers' chat button (they float at the bottom right of the
 * screen) and checks that they are over it, then that they have stepped aside.
 */
async function expectHelpersToStepAsideFrom(page: Page, value: Locator) {
  const helpers = page.getByTestId('floating-helpers');
  await expect(helpers).toBeVisible();
  const chat = await helpers.locator('a, button').first().boundingBox();
  if (!chat) throw new Error('the helpers are not laid out');
  // Again until it sits there: the page may still be laying out what it has just read.
  await expect(async () => {
    const found = await value.boundingBox();
    const by = Math.round((found?.y ?? 0) + (found?.height ?? 0) / 2 - (chat.y + chat.height / 2));
    await page.evaluate(`window.scrollBy({ top: ${by}, behavior: 'instant' })`);
    const valueBox = await value.boundingBox();
    expect(valueBox && overlaps(chat, valueBox)).toBe(true);
  }).toPass({ timeout: 5_000 });
  await expect(helpers).toBeHidden();
  // At the end of the page, with nothing of the kind under them, they are back.
  await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
  await expect(helpers).toBeVisible();
}

test('on a phone the floating helpers step aside from the cart’s 결제 예정 금액 under them', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await member(page, baseURL);
  await openItem(page, '유치부 여름성경학교 교재');
  await addToCart(page);
  await expectHelpersToStepAsideFrom(page, page.locator('dd').filter({ hasText: '12,000원' }));
});

test('on a phone the floating helpers step aside from a board card’s date under them', async ({ page }) => {
  // A small phone's screen (iPhone SE), so that the demo board's two cards reach below the helpers.
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto('/community/2');
  // The last card's 작성일: a cell the whole card wide, its date at the right edge.
  const date = page.locator('td[data-label="작성일"]').last();
  await expect(date).toBeVisible();
  await expectHelpersToStepAsideFrom(page, date);
});

type Box = { x: number; y: number; width: number; height: number };

/** Whether two boxes on the screen share some area. */
function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
