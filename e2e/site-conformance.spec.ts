import type { APIRequestContext, Page } from '@playwright/test';
import { admin, adminRequest, answerDialog } from './account-helpers';
import { createOpenConferenceByApi } from './admin-helpers';
import { expect, test } from './fixtures';
import { addToCart, member, openItem } from './mall-helpers';

// Issue 32: leftovers of the site's conformance to the spec, all seen on a phone.
test.use({ viewport: { width: 390, height: 844 } });

/** Installs a fake native-app bridge that records every message the page posts. */
const fakeNativeApp = `
  window.nativeMessages = [];
  window.ReactNativeWebView = { postMessage: (message) => window.nativeMessages.push(JSON.parse(message)) };
`;

/** How far down the page is scrolled. */
const scrollY = (page: Page) => page.evaluate<number>('window.scrollY');

/** Scrolls the page to its very end and answers how far down that is. */
async function scrollToBottom(page: Page): Promise<number> {
  await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
  await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
  return scrollY(page);
}

/**
 * Scrolls up a little, which brings the bar back, and opens 컨퍼런스 from the slide-out menu; answers how
 * far down the page was left.
 */
async function openConferencesFromMenu(page: Page): Promise<number> {
  await page.mouse.wheel(0, -120);
  await expect(page.getByRole('banner')).toBeInViewport({ ratio: 1 });
  const left = await scrollY(page);
  await page.getByRole('button', { name: /^메뉴 열기/ }).click();
  await page.getByRole('dialog', { name: '전체 메뉴' }).getByRole('link', { name: '컨퍼런스' }).click();
  await expect(page).toHaveURL(/\/conf$/);
  return left;
}

test.describe('scroll position', () => {
  test('a page loaded by address opens at its top with the bar shown, whatever the last page was', async ({
    page,
  }) => {
    await page.goto('/policy/info');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await scrollToBottom(page);
    await openConferencesFromMenu(page);

    await page.goto('/1');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Held for a moment: a late restore would move the page after its first paint.
    await page.waitForTimeout(500);
    expect(await scrollY(page)).toBe(0);
    await expect(page.getByRole('banner')).toBeInViewport();

    // The payer's way back from the payment window is such a load too.
    expect((await page.request.post('/api/account/login', { data: admin })).ok()).toBe(true);
    await page.goto('/policy/info');
    await scrollToBottom(page);
    await page.goto('/register_done');
    await expect(page.getByRole('heading', { level: 1, name: '신청 결과' })).toBeVisible();
    await page.waitForTimeout(500);
    expect(await scrollY(page)).toBe(0);
    await expect(page.getByRole('banner')).toBeInViewport();
  });

  test('going back returns to where the reader was, and reloading keeps it', async ({ page }) => {
    await page.goto('/policy/info');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await scrollToBottom(page);
    const left = await openConferencesFromMenu(page);
    expect(left).toBeGreaterThan(300);

    await page.goBack();
    await expect(page).toHaveURL(/\/policy\/info$/);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(left - 5);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A new document restores before the page's code has arrived: the place must still be reached.
    await expect.poll(() => scrollY(page)).toBeGreaterThan(left - 5);

    // So does the way back from a page loaded by address.
    await page.goto('/conf');
    await page.goBack();
    await expect(page).toHaveURL(/\/policy\/info$/);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(left - 5);
  });
});

for (const path of ['/profile/confList/app', '/profile/confList/app2']) {
  test(`${path} while logged out asks the native app for its login`, async ({ page }) => {
    await page.addInitScript(fakeNativeApp);
    await page.goto(path);
    await answerDialog(page, '로그인 후 이용 가능 합니다.');
    await expect(page).toHaveURL(/\/main$/);
    expect(await page.evaluate('window.nativeMessages')).toEqual([{ type: 'login' }]);
  });
}

test('on a phone the cart beside the menu button and the menu’s 장바구니 entry show the cart count', async ({
  page,
  baseURL,
}) => {
  await member(page, baseURL);
  const menuButton = page.getByRole('button', { name: '메뉴 열기' });
  const headerCart = page.getByRole('banner').getByRole('link', { name: /^장바구니/ });
  await expect(headerCart).toHaveAccessibleName('장바구니');
  await expect(headerCart).toHaveText('');

  await openItem(page, '교회학교 출석 스탬프');
  await addToCart(page);
  const answer = await page.request.get('/new_api/customer/cart/v2/count');
  const count = (await answer.json()).data.amount as number;
  expect(count).toBeGreaterThan(0);

  await page.goto('/main');
  await expect(headerCart).toHaveAccessibleName(`장바구니 (${count}개)`);
  await expect(headerCart).toHaveText(String(count));
  await expect(headerCart).toHaveAttribute('href', '/mypage/cart');
  // Beside ☰, in the phone's bar.
  const cartBox = await headerCart.boundingBox();
  const menuBox = await menuButton.boundingBox();
  expect((cartBox?.x ?? 0) + (cartBox?.width ?? 0)).toBeLessThanOrEqual(menuBox?.x ?? 0);
  expect(cartBox?.y).toBe(menuBox?.y);

  await menuButton.click();
  const cartLink = page
    .getByRole('dialog', { name: '전체 메뉴' })
    .getByRole('link', { name: `장바구니 (${count}개)` });
  await expect(cartLink).toBeVisible();
  await expect(cartLink).toContainText(String(count));
  await cartLink.click();
  await expect(page).toHaveURL(/\/mypage\/cart$/);
});

test.describe('a mobile payer who meets a full session', () => {
  const fullText = '신청 인원 다 차서 신청이 마감 되었습니다. 감사합니다.';

  /** A new member on `page` registered for the one seat of a new session; answers what the test needs. */
  async function registerForTheLastSeat(page: Page, baseURL: string | undefined) {
    const staff = await adminRequest(baseURL);
    const { detailIdx } = await createOpenConferenceByApi(staff, `한 자리 ${Date.now()}`, { seats: 1 });
    await member(page, baseURL);
    const registrationIdx = await register(page.request, detailIdx);
    return { staff, detailIdx, registrationIdx };
  }

  async function register(request: APIRequestContext, detailIdx: number): Promise<number> {
    const answer = await request.post(`/api/register/conference/${detailIdx}`, {
      data: {
        zipCode: '',
        address: '',
        detailedAddress: '',
        registerConference: {
          name: '신청자',
          phone: '01012345678',
          email: 'a@example.com',
          church: '하나교회',
        },
        registerMemberList: [{ name: '신청자', church: '하나교회' }],
        agree: 'Y',
      },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
    return (await answer.json()).contents as number;
  }

  /** Opens the mobile payment window of the registration (card) on `page`. */
  async function openMobileWindow(page: Page, registrationIdx: number) {
    await page.goto(`/register_pay/${registrationIdx}`);
    await page.getByRole('button', { name: '결제하기' }).click();
    await expect(page.getByText('개발용 결제 시뮬레이터 (KG이니시스 모바일)')).toBeVisible();
  }

  test('is told so on coming back from the payment window', async ({ page, baseURL }) => {
    const { staff, detailIdx, registrationIdx } = await registerForTheLastSeat(page, baseURL);
    await openMobileWindow(page, registrationIdx);

    // While the window is open, a second attempt of the same member fails and gives the seat back,
    // and someone else takes it.
    const other = await page.context().newPage();
    await openMobileWindow(other, registrationIdx);
    await other.getByRole('button', { name: '결제 실패 (한도 초과)' }).click();
    await expect(other.getByText('결제에 실패하였습니다.')).toBeVisible();
    await register(staff, detailIdx);

    await page.getByRole('button', { name: '결제 승인' }).click();
    await expect(page).toHaveURL(/\/register_done\?oid=.+&payDevice=mobile/);
    const result = page.getByRole('alert');
    await expect(result).toContainText('결제에 실패하였습니다.');
    await expect(result).toContainText(fullText);
    await staff.dispose();
  });

  test('is told so when paying again after the seat was taken', async ({ page, baseURL }) => {
    const { staff, detailIdx, registrationIdx } = await registerForTheLastSeat(page, baseURL);
    await openMobileWindow(page, registrationIdx);
    await page.getByRole('button', { name: '결제 실패 (한도 초과)' }).click();
    await expect(page.getByText('결제에 실패하였습니다.')).toBeVisible();
    await register(staff, detailIdx);

    await page.goto(`/register_pay/${registrationIdx}`);
    await page.getByRole('button', { name: '결제하기' }).click();
    await answerDialog(page, fullText);
    await staff.dispose();
  });
});
