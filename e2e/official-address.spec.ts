import { admin, answerDialog, submitLoginForm } from './account-helpers';
import { expect, test } from './fixtures';

// The e2e server's PUBLIC_URL is http://127.0.0.1:PORT (playwright.config.ts); localhost reaches the same
// server at another origin, as a phone on the church LAN reaches it at the machine's address.
test('a page opened at another address than PUBLIC_URL says so in Korean and links to the official one', async ({
  page,
  baseURL,
}) => {
  const official = new URL(baseURL ?? '').origin;
  const elsewhere = official.replace('127.0.0.1', 'localhost');
  await page.goto(`${elsewhere}/login`);
  const notice = page.getByRole('alert').filter({ hasText: '공식 주소' });
  await expect(notice).toHaveText(
    `이 주소(${elsewhere})는 사이트의 공식 주소(${official})가 아니어서 휴대폰 결제와 간편 로그인이 동작하지 않습니다. 공식 주소로 열어 주세요. 공식 주소로 열기`,
  );
  await expect(notice.getByRole('link', { name: '공식 주소로 열기' })).toHaveAttribute(
    'href',
    `${official}/login`,
  );
});

test('카카오 로그인 at another address says why instead of coming back "expired"', async ({
  page,
  baseURL,
}) => {
  const official = new URL(baseURL ?? '').origin;
  const elsewhere = official.replace('127.0.0.1', 'localhost');
  await page.goto(`${elsewhere}/login`);
  await page.getByRole('main').getByRole('link', { name: '카카오 로그인' }).click();
  await answerDialog(page, `이 주소(${elsewhere})는 사이트의 공식 주소(${official})가 아니어서`);
  await expect(page).toHaveURL(`${elsewhere}/login`);
});

test('the official address shows no such notice', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: '로그인' }).first()).toBeVisible();
  await expect(page.getByText('사이트의 공식 주소')).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('결제하기 at another address says why instead of doing nothing, and opens no payment', async ({
    page,
    baseURL,
  }) => {
    const official = new URL(baseURL ?? '').origin;
    const elsewhere = official.replace('127.0.0.1', 'localhost');
    await page.goto(`${elsewhere}/login`);
    await submitLoginForm(page, admin.uid, admin.upw);
    await expect(page).toHaveURL(/\/main$/);
    const conferences = (await (await page.request.get(`${elsewhere}/api/conferences`)).json()).contents as {
      isEnd: boolean;
      conferenceDetailList: { idx: number; rsdatetime: string; redatetime: string; price: number }[];
    }[];
    const now = Date.now();
    const open = conferences
      .filter((conference) => !conference.isEnd)
      .flatMap((conference) => conference.conferenceDetailList)
      .find((row) => Date.parse(row.rsdatetime) <= now && now <= Date.parse(row.redatetime) && row.price > 0);
    const registered = await page.request.post(`${elsewhere}/api/register/conference/${open?.idx}`, {
      headers: { origin: elsewhere },
      data: {
        zipCode: '04524',
        address: '서울특별시 중구 세종대로 110',
        detailedAddress: '3층',
        registerConference: {
          name: '관리자',
          phone: '01012345678',
          email: 'admin@example.com',
          church: '하나교회',
        },
        registerMemberList: [{ name: '홍길동', church: '하나교회' }],
        agree: 'Y',
      },
    });
    expect(registered.ok(), await registered.text()).toBe(true);
    const registrationIdx = (await registered.json()).contents as number;

    await page.goto(`${elsewhere}/register_pay/${registrationIdx}`);
    await page.getByRole('button', { name: '결제하기' }).click();
    await answerDialog(
      page,
      `이 주소(${elsewhere})는 사이트의 공식 주소(${official})가 아니어서 휴대폰 결제와 간편 로그인이 동작하지 않습니다. 공식 주소로 열어 주세요.`,
    );
    await expect(page).toHaveURL(new RegExp(`/register_pay/${registrationIdx}$`));
    // No attempt was made: the registration still waits for its payment, with no window opened.
    const summary = await page.request.get(`${elsewhere}/api/registered/conference/pay/${registrationIdx}`);
    expect(((await summary.json()).contents as { status: string }).status).not.toBe('등록완료');
  });
});
