import type { Page } from '@playwright/test';
import { admin, answerDialog, logIn } from './account-helpers';
import { expect, test } from './fixtures';
import { expectNoSidewaysScroll } from './layout-helpers';

/** A department of the demo conference that is open for registration now. */
async function openDepartment(page: Page): Promise<number> {
  const answer = await page.request.get('/api/conferences');
  const conferences = (await answer.json()).contents as {
    isEnd: boolean;
    conferenceDetailList: { idx: number; rsdatetime: string; redatetime: string; price: number }[];
  }[];
  const now = Date.now();
  const open = conferences
    .filter((conference) => !conference.isEnd)
    .flatMap((conference) => conference.conferenceDetailList)
    .find((row) => Date.parse(row.rsdatetime) <= now && now <= Date.parse(row.redatetime) && row.price > 0);
  if (!open) throw new Error('the demo data has no open department');
  return open.idx;
}

/** Logs in as the administrator and registers two attendees through the API; answers the registration idx. */
async function registerTwo(page: Page): Promise<number> {
  await logIn(page, admin.uid, admin.upw);
  await expect(page).toHaveURL(/\/main$/);
  const detailIdx = await openDepartment(page);
  const answer = await page.request.post(`/api/register/conference/${detailIdx}`, {
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
      registerMemberList: [
        { name: '홍길동', church: '하나교회' },
        { name: '김영희', church: '하나교회' },
      ],
      agree: 'Y',
    },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()).contents as number;
}

async function status(page: Page, registrationIdx: number): Promise<string> {
  const answer = await page.request.get(`/api/registered/conference/pay/${registrationIdx}`);
  return ((await answer.json()).contents as { status: string }).status;
}

test('a member pays by card in the payment window and gets the receipt and the ticket @smoke', async ({
  page,
}) => {
  const registrationIdx = await registerTwo(page);
  await page.goto(`/register_pay/${registrationIdx}`);
  await expect(page.getByRole('heading', { name: '결제하기' })).toBeVisible();
  await expect(page.getByText('참석자 2명')).toBeVisible();
  await expect(page.getByLabel('신용카드')).toBeChecked();
  await page.getByRole('button', { name: '결제하기' }).click();

  // The provider's window (the local simulator of KG Inicis).
  await expect(page.getByRole('heading', { name: '신용카드 결제' })).toBeVisible();
  await page.getByRole('button', { name: '결제 승인' }).click();

  await expect(page).toHaveURL(/\/register_done\?oid=.+&payDevice=pc&resultCode=0000/);
  await expect(page.getByText('결제가 완료되었습니다. 신청이 완료되었습니다.')).toBeVisible();
  expect(await status(page, registrationIdx)).toBe('등록완료');
  // The ticket is one step away.
  await expect(page.getByRole('link', { name: '티켓 보기' })).toHaveAttribute(
    'href',
    `/barcode/${registrationIdx}`,
  );

  const receipt = await page.request.get(`/api/payment/receipt/${registrationIdx}`, { maxRedirects: 0 });
  expect(receipt.status()).toBe(302);
  await page.goto(receipt.headers().location ?? '/');
  await expect(page.getByRole('heading', { name: '매출전표' })).toBeVisible();
  await expect(page.getByText('승인', { exact: true })).toBeVisible();

  await page.goto(`/barcode/${registrationIdx}`);
  await expect(page.getByRole('img', { name: /바코드/ })).toBeVisible();
});

test('a paid registration shows in the history, and one attendee is cancelled from it @smoke', async ({
  page,
}) => {
  const registrationIdx = await registerTwo(page);
  await page.goto(`/register_pay/${registrationIdx}`);
  await page.getByRole('button', { name: '결제하기' }).click();
  await page.getByRole('button', { name: '결제 승인' }).click();
  await expect(page.getByText('결제가 완료되었습니다. 신청이 완료되었습니다.')).toBeVisible();

  await page.getByRole('link', { name: '신청 내역' }).click();
  await expect(page).toHaveURL(/\/profile\/confList$/);
  const card = page.getByRole('article').first();
  await expect(card.getByText('등록완료')).toBeVisible();
  await expect(card.getByRole('button', { name: '영수증' })).toBeVisible();
  await card.getByRole('button', { name: '취소 신청' }).click();

  const modal = page.getByRole('dialog', { name: '취소 신청' });
  await modal.getByLabel(/김영희/).check();
  await expect(modal.getByText('1명')).toBeVisible();
  await modal.getByRole('button', { name: '취소 신청하기' }).click();
  await answerDialog(page, '1명 참석을 취소 신청하시겠습니까?');
  await answerDialog(page, '신청이 완료되었습니다. 처리 완료 후 안내드립니다.');
  await expect(page.getByRole('article').first().getByText('취소 확인 중')).toBeVisible();

  await page.goto('/myCancelList');
  const row = page.getByRole('row').nth(1);
  await expect(row).toContainText('부분');
  await expect(row).toContainText('취소신청');
  // The line names the attendee it cancels, not the applicant (관리자) nor the one who stays.
  await expect(row.getByRole('cell', { name: '김영희', exact: true })).toBeVisible();
  await expect(row).not.toContainText('홍길동');

  // On a phone the request is a card whose status is in view without scrolling sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('row').nth(1).getByText('취소신청').first()).toBeInViewport();
  await expectNoSidewaysScroll(page);
});

test('a virtual account is issued with its deadline, and the deposit completes the registration @smoke', async ({
  page,
}) => {
  const registrationIdx = await registerTwo(page);
  await page.goto(`/register_pay/${registrationIdx}`);
  await page.getByLabel('가상계좌 (무통장입금)').check();
  await expect(page.getByText('23:59:00까지 입금')).toBeVisible();
  await page.getByRole('button', { name: '결제하기' }).click();
  await page.getByRole('button', { name: '가상계좌 발급' }).click();

  await expect(page.getByText('가상계좌가 발급되었습니다. 기한 내에 입금해주세요.')).toBeVisible();
  const account = (await page.getByTestId('vbank-number').textContent()) ?? '';
  expect(account).toMatch(/^\d{12}$/);
  // The number copies with one press, and the page says it did.
  await page.getByRole('button', { name: '계좌번호 복사' }).click();
  await expect(page.getByRole('status').filter({ hasText: '복사했습니다' })).toBeVisible();
  await expect(page.getByText(/ 23:59:00$/)).toBeVisible();
  expect(await status(page, registrationIdx)).toBe('입금대기');

  // The payer deposits at the bank: the simulator notifies the site as Inicis would.
  await page.goto('/__sim/inicis/vbank');
  await page.locator('form', { hasText: account }).getByRole('button', { name: '입금하기' }).click();
  await expect(page.getByRole('heading', { name: '입금 통보 완료' })).toBeVisible();
  await expect(page.getByText('사이트 응답: OK')).toBeVisible();
  expect(await status(page, registrationIdx)).toBe('등록완료');

  // The bank then cancels the deposit (type_msg 0400): nothing is undone by itself; the
  // administration's "확인 필요" list shows the payment for a person to check.
  await page.goto('/__sim/inicis/vbank');
  await page
    .locator('form', { hasText: account })
    .getByRole('button', { name: '은행 입금 취소 통보' })
    .click();
  await expect(page.getByRole('heading', { name: '입금 취소 통보 완료' })).toBeVisible();
  expect(await status(page, registrationIdx)).toBe('등록완료');
  await page.goto('/management?tab=payments-attention');
  const flagged = page
    .getByRole('row', { name: /입금 통보 확인/ })
    .filter({ hasText: '은행이 입금을 취소했습니다' });
  await expect(flagged.first()).toBeVisible();
  await expect(flagged.first()).toContainText('결제 완료');
});

test('closing the card window comes back to the payment page, nothing charged', async ({ page }) => {
  const registrationIdx = await registerTwo(page);
  await page.goto(`/register_pay/${registrationIdx}`);
  await page.getByRole('button', { name: '결제하기' }).click();
  await page.getByRole('button', { name: '결제창 닫기' }).click();
  await expect(page).toHaveURL(new RegExp(`/register_pay/${registrationIdx}$`));
  await expect(page.getByRole('button', { name: '결제하기' })).toBeVisible();
  expect(await status(page, registrationIdx)).toBe('결제대기');
});

test('a declined card shows the failure, and the member pays again', async ({ page }) => {
  const registrationIdx = await registerTwo(page);
  await page.goto(`/register_pay/${registrationIdx}`);
  await page.getByRole('button', { name: '결제하기' }).click();
  await page.getByRole('button', { name: '결제 실패 (한도 초과)' }).click();

  await expect(page.getByText('결제에 실패하였습니다.')).toBeVisible();
  await expect(page.getByText('카드 한도가 초과되었습니다.')).toBeVisible();
  expect(await status(page, registrationIdx)).toBe('결제실패');

  // The page shows the server's message for the order, never one written into its address.
  const result = new URL(page.url());
  result.searchParams.set('resultMsg', '계좌 010-0000-0000으로 다시 입금해 주세요');
  await page.goto(`${result.pathname}${result.search}`);
  await expect(page.getByText('카드 한도가 초과되었습니다.')).toBeVisible();
  await expect(page.getByText('계좌 010-0000-0000으로 다시 입금해 주세요')).toHaveCount(0);

  await page.getByRole('link', { name: '다시 결제하기' }).click();
  await expect(page).toHaveURL(new RegExp(`/register_pay/${registrationIdx}$`));
  await expect(page.getByText('이전 결제가 완료되지 않았습니다: 카드 한도가 초과되었습니다.')).toBeVisible();
  await page.getByRole('button', { name: '결제하기' }).click();
  await page.getByRole('button', { name: '결제 승인' }).click();
  await expect(page.getByText('결제가 완료되었습니다. 신청이 완료되었습니다.')).toBeVisible();
  expect(await status(page, registrationIdx)).toBe('등록완료');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the mobile payment window pays by bank transfer', async ({ page }) => {
    const registrationIdx = await registerTwo(page);
    await page.goto(`/register_pay/${registrationIdx}`);
    await page.getByLabel('실시간 계좌이체').check();
    await page.getByRole('button', { name: '결제하기' }).click();
    await expect(page.getByText('개발용 결제 시뮬레이터 (KG이니시스 모바일)')).toBeVisible();
    await page.getByRole('button', { name: '결제 승인' }).click();
    await expect(page).toHaveURL(/\/register_done\?oid=.+&payDevice=mobile&resultCode=00/);
    await expect(page.getByText('결제가 완료되었습니다. 신청이 완료되었습니다.')).toBeVisible();
    expect(await status(page, registrationIdx)).toBe('등록완료');
  });
});
