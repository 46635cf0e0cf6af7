import { afterSaleMessages } from '@edu/shared';
import { admin, answerDialog, logIn, uniqueAddress } from './account-helpers';
import { expect, test } from './fixtures';
import { addToCart, member, openItem, orderCartByCard } from './mall-helpers';

const stamps = '교회학교 출석 스탬프';

test('an administrator finds a paid order in 쇼핑몰 주문 and ships its line with a courier and invoice number', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await member(page, baseURL);
  await openItem(page, stamps);
  await addToCart(page);
  const oid = await orderCartByCard(page);

  const adminContext = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': uniqueAddress() } });
  const adminPage = await adminContext.newPage();
  await logIn(adminPage, admin.uid, admin.upw);
  await expect(adminPage).toHaveURL(/\/main$/);
  await adminPage.goto('/management?tab=mall-orders');
  const filters = adminPage.getByRole('form', { name: '주문 검색' });
  await filters.getByLabel('검색어').fill(oid);
  await filters.getByRole('combobox').last().selectOption({ label: '주문번호' });
  await filters.getByRole('button', { name: '검색' }).click();
  await adminPage.getByRole('button', { name: `주문 ${oid} 상세` }).click();
  const dialog = adminPage.getByRole('dialog');
  const ship = dialog.getByRole('form', { name: `${stamps} 발송 처리` });
  await ship.getByLabel('택배사').selectOption('CJ대한통운');
  await ship.getByLabel('송장번호').fill('689412345678');
  await ship.getByRole('button', { name: /발송/ }).click();
  await expect(dialog.getByRole('link', { name: /배송 조회|689412345678/ }).first()).toHaveAttribute(
    'href',
    'https://trace.cjlogistics.com/next/tracking.html?wblNo=689412345678',
  );
  await adminPage.goto('/management?tab=mall-dashboard');
  await expect(adminPage.getByText('배송 대기').first()).toBeVisible();
  await expect(adminPage.getByText('오늘 매출').first()).toBeVisible();
  await adminContext.close();

  await page.goto(`/mypage/detail/${oid}`);
  await expect(page.getByText('689412345678')).toBeVisible();
  await expect(page.getByText('배송 중').first()).toBeVisible();
});

test('an administrator approves a partial return in 쇼핑몰 교환·반품 and the money goes back @smoke', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await member(page, baseURL);
  await openItem(page, stamps);
  await addToCart(page);
  await openItem(page, '성경 인물 스티커북');
  await addToCart(page);
  const oid = await orderCartByCard(page);
  await page.goto(`/mypage/detail/${oid}`);
  await page.getByRole('button', { name: '교환/반품/취소 신청' }).click();
  await page.getByRole('radio', { name: '반품' }).check();
  await page.getByRole('checkbox', { name: new RegExp(stamps) }).check();
  await page.getByLabel('제목').fill('잉크 불량');
  await page.getByLabel('사유').selectOption('DAMAGE');
  await page.getByRole('button', { name: '신청하기' }).click();
  await answerDialog(page, afterSaleMessages.refundDone);

  const adminContext = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': uniqueAddress() } });
  const adminPage = await adminContext.newPage();
  await logIn(adminPage, admin.uid, admin.upw);
  await expect(adminPage).toHaveURL(/\/main$/);
  await adminPage.goto('/management?tab=mall-refunds');
  await adminPage.getByRole('button', { name: `${oid} 신청 승인` }).click();
  const approval = adminPage.getByRole('dialog', { name: '신청 승인 (환불)' });
  await approval.getByRole('button', { name: '승인' }).click();
  await answerDialog(adminPage, new RegExp(`${oid} 신청을 승인하고 신청 상품 금액을 환불하시겠습니까`));
  await expect(adminPage.getByRole('status').filter({ hasText: oid })).toContainText('10,000원');
  await adminContext.close();

  await page.goto(`/mypage/detail/${oid}`);
  await expect(page.getByRole('region', { name: '교환/반품/취소' })).toContainText('환불 완료');
});
