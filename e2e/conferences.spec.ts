import type { APIRequestContext } from '@playwright/test';
import { answerDialog } from './account-helpers';
import { expect, test } from './fixtures';

type Conference = {
  idx: number;
  title: string;
  isEnd: boolean;
  featured: boolean;
  rsdatetime: string;
  conferenceDetailList: { idx: number; number: number; dept: string; local: string }[];
};

// The demo data (apps/server/src/seed/demo-conferences.ts): one open, one upcoming, two ended.
const openTitle = '2026 겨울 하나바이블 교사 컨퍼런스';
const upcomingTitle = '2027 봄 부모 교육 세미나';
const endedTitles = ['2026 여름 성경학교 교사 강습회', '2025 겨울 하나바이블 교사 컨퍼런스'];

async function conferenceNamed(request: APIRequestContext, title: string): Promise<Conference> {
  const answer = await request.get('/api/conferences');
  expect(answer.ok()).toBe(true);
  const found = ((await answer.json()).contents as Conference[]).find((item) => item.title === title);
  if (!found) throw new Error(`no demo conference ${title}`);
  return found;
}

test('/conf shows the ongoing conferences in a carousel and the ended ones in a grid', async ({ page }) => {
  await page.goto('/conf');
  await expect(page).toHaveTitle('컨퍼런스 | 하나바이블 교회교육');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: '컨퍼런스' })).toBeVisible();

  const ongoing = main.locator('#nowConf');
  await expect(ongoing.getByRole('heading', { name: '진행 중인 컨퍼런스' })).toBeVisible();
  await expect(ongoing.getByRole('region', { name: '진행 중인 컨퍼런스 목록' })).toBeVisible();
  await expect(ongoing.getByRole('link', { name: new RegExp(openTitle) })).toBeVisible();
  await expect(ongoing.getByRole('link', { name: new RegExp(upcomingTitle) })).toContainText('접수 예정');
  for (const title of endedTitles) await expect(ongoing.getByText(title)).toHaveCount(0);

  const ended = main.locator('#pastConf');
  await expect(ended.getByRole('heading', { name: '지난 컨퍼런스' })).toBeVisible();
  for (const title of endedTitles) {
    await expect(ended.getByRole('link', { name: new RegExp(title) })).toContainText('종료');
  }

  // The anchors of the page lead to both sections.
  await main.getByRole('link', { name: '지난 컨퍼런스' }).click();
  await expect(page).toHaveURL(/\/conf#pastConf$/);
  await expect(ended.getByRole('heading', { name: '지난 컨퍼런스' })).toBeInViewport();

  await ongoing.getByRole('link', { name: new RegExp(openTitle) }).click();
  await expect(page).toHaveURL(/\/\d+$/);
  await expect(main.getByRole('heading', { level: 1, name: openTitle })).toBeVisible();
  // A page change puts focus on the new page's heading and names the page (page-change-focus.tsx).
  await expect(main.getByRole('heading', { level: 1, name: openTitle })).toBeFocused();
  await expect(
    page.locator('[aria-live="polite"].sr-only').filter({ hasText: `${openTitle} 페이지` }),
  ).toHaveCount(1);
});

test('the carousel’s rotation control comes before the slides and says what it will do', async ({ page }) => {
  // One card at a time on a phone: the demo data's two ongoing conferences turn by themselves.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/conf');
  const carousel = page.getByRole('region', { name: '진행 중인 컨퍼런스 목록' });
  const toggle = carousel.getByRole('button', { name: /^자동 넘김/ });
  await expect(toggle).toHaveText('자동 넘김 멈춤');
  // First in the reading and Tab order, before the slides' links.
  await expect(carousel.locator('a, button').first()).toHaveText('자동 넘김 멈춤');
  await toggle.press('Enter');
  await expect(toggle).toHaveText('자동 넘김 시작');
  await toggle.press('Enter');
  await expect(toggle).toHaveText('자동 넘김 멈춤');
});

test('the open conference lists its sessions, notes and open departments', async ({ page, request }) => {
  const conference = await conferenceNamed(request, openTitle);
  await page.goto(`/${conference.idx}`);
  await expect(page).toHaveTitle(`${openTitle} | 하나바이블 교회교육`);
  const main = page.getByRole('main');

  await expect(main.getByRole('region', { name: '특별 혜택' })).toContainText('교재 샘플');
  await expect(main.getByRole('region', { name: '주차 안내' })).toContainText('4시간 3,000원');
  await expect(main.getByText('접수 기간', { exact: true })).toBeVisible();
  await expect(main.getByRole('heading', { name: '다음 세대를 세우는 교사' })).toBeVisible();

  // Sessions 1 and 2 by number, session 3 by its label; session 4 is not released yet.
  const sessions = main.getByRole('region', { name: '회차별 신청' });
  for (const title of ['1회차', '2회차', '추가 회차']) {
    await expect(sessions.getByRole('heading', { level: 3, name: title })).toBeVisible();
  }
  await expect(sessions.getByRole('heading', { name: '4회차' })).toHaveCount(0);

  const first = sessions.getByRole('table', { name: '1회차 부서별 신청' });
  const row = first.getByRole('row', { name: /영아부/ });
  await expect(row).toContainText('서울');
  await expect(row).toContainText('온누리교회 양재캠퍼스');
  await expect(row).toContainText('30,000원');
  await expect(row).toContainText('/120');
  await expect(row.getByRole('link', { name: '1회차 서울 영아부 신청' })).toHaveAttribute(
    'href',
    /^\/register\/\d+$/,
  );
  // An unlimited department shows no seat count.
  const second = sessions.getByRole('table', { name: '2회차 부서별 신청' });
  await expect(second.getByRole('row', { name: /청소년부/ })).toContainText('제한 없음');
  await expect(sessions.getByRole('link', { name: /신청$/ })).toHaveCount(15);

  // The in-app page leads to the in-app form.
  await page.goto(`/app/${conference.idx}`);
  await expect(main.getByRole('link', { name: '1회차 서울 영아부 신청' })).toHaveAttribute(
    'href',
    /^\/app\/register\/\d+$/,
  );
});

test('an apply click while logged out asks to log in and stays on the page', async ({ page, request }) => {
  const conference = await conferenceNamed(request, openTitle);
  await page.goto(`/${conference.idx}`);
  await page.getByRole('link', { name: '2회차 부산 유치부 신청' }).click();
  await answerDialog(page, '로그인 후 이용해주세요.');
  await expect(page).toHaveURL(new RegExp(`/${conference.idx}$`));
});

test('upcoming and ended conferences show 접수전 and 마감', async ({ page, request }) => {
  const upcoming = await conferenceNamed(request, upcomingTitle);
  await page.goto(`/${upcoming.idx}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: upcomingTitle })).toBeVisible();
  // Shown as the deadline's date plus 자정, without seat counts.
  await expect(main.getByText(/\d{4}\.\d{2}\.\d{2} 자정/)).toBeVisible();
  await expect(main.getByRole('columnheader', { name: '신청 인원' })).toHaveCount(0);
  await expect(main.getByRole('heading', { level: 3, name: '온라인' })).toBeVisible();
  await expect(main.getByText(/접수전$/)).toHaveCount(3);
  await expect(main.getByRole('link', { name: /신청$/ })).toHaveCount(0);

  const ended = await conferenceNamed(request, endedTitles[0] ?? '');
  await page.goto(`/${ended.idx}`);
  await expect(main.getByRole('heading', { level: 1, name: endedTitles[0] })).toBeVisible();
  await expect(main.getByText(/마감$/)).toHaveCount(10);
});

test('/hana shows the featured conference with its banners', async ({ page }) => {
  await page.goto('/hana');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: openTitle })).toBeVisible();
  await expect(main.getByRole('img', { name: `${openTitle} 배너 1` })).toBeVisible();
  await expect(main.getByRole('img', { name: `${openTitle} 배너 2` })).toBeVisible();
});

test('addresses that are not conference numbers reach the not-found page', async ({ page }) => {
  for (const path of ['/no-such-page', '/app/abc', '/999999']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' })).toBeVisible();
  }
});
