import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** A published conference, an item and a notice of the demo data (ids are the seed's business). */
async function demoPages(page: Page) {
  const conferences = (await (await page.request.get('/api/conferences')).json()).contents as {
    idx: number;
    title: string;
  }[];
  const items = (await (await page.request.get('/new_api/customer/item/list?size=1')).json()).data
    .itemList as { itemId: number; title: string }[];
  const notices = (await (await page.request.get('/new_api/post/list?boardId=1')).json()).data.postList as {
    postId: number;
    postTitle: string;
    isSecret: boolean;
  }[];
  const conference = conferences[0];
  const item = items[0];
  const notice = notices.find((post) => !post.isSecret);
  if (!conference || !item || !notice) throw new Error('the demo data has no conference, item or notice');
  return [
    { path: `/${conference.idx}`, heading: conference.title },
    { path: `/mall/view/${item.itemId}`, heading: item.title },
    { path: `/community/1/${notice.postId}`, heading: notice.postTitle },
  ];
}

/** Tabs from the top of the page until the share button has the focus (fails if it never does). */
async function tabToShareButton(page: Page) {
  const button = page.getByRole('button', { name: '공유하기' });
  await expect(button).toBeVisible();
  for (let presses = 0; presses < 60; presses += 1) {
    await page.keyboard.press('Tab');
    if (await button.evaluate((element) => element === document.activeElement)) return button;
  }
  throw new Error('공유하기 is not reachable with Tab');
}

test.describe('without the Web Share API', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test.beforeEach(async ({ page }) => {
    // Desktop Chromium on Linux has no share sheet; made certain here whatever the build of it.
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
  });

  test('공유하기 on a conference, an item and a notice copies its link by keyboard and says so', async ({
    page,
    baseURL,
  }) => {
    const origin = new URL(baseURL ?? '').origin;
    for (const [index, { path, heading }] of (await demoPages(page)).entries()) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await tabToShareButton(page);
      await page.keyboard.press(index % 2 === 0 ? 'Enter' : 'Space');
      await expect(page.getByRole('status').filter({ hasText: '링크가 복사되었습니다.' })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${origin}${path}`);
    }
  });

  test('the in-app conference address shares the conference’s own page', async ({ page, baseURL }) => {
    const [conference] = await demoPages(page);
    await page.goto(`/app${conference?.path}`);
    await page.getByRole('button', { name: '공유하기' }).click();
    await expect(page.getByRole('status').filter({ hasText: '링크가 복사되었습니다.' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${new URL(baseURL ?? '').origin}${conference?.path}`,
    );
  });
});

test('with the Web Share API the share sheet gets the title and link, and nothing is copied', async ({
  page,
  baseURL,
}) => {
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { shared });
    Object.defineProperty(Navigator.prototype, 'share', {
      value: async (data: ShareData) => {
        shared.push(data);
      },
      configurable: true,
    });
  });
  const [, item] = await demoPages(page);
  await page.goto(item?.path ?? '');
  await page.getByRole('button', { name: '공유하기' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
    .toEqual([{ title: item?.heading, url: `${new URL(baseURL ?? '').origin}${item?.path}` }]);
  await expect(page.getByText('링크가 복사되었습니다.')).toHaveCount(0);
});
