import { readFile } from 'node:fs/promises';
import { afterSaleMessages } from '@edu/shared';
import type { Page } from '@playwright/test';
import { readExportedSheet } from '../apps/server/src/test/excel-sheet';
import { answerDialog } from './account-helpers';
import { expectAccessible } from './axe-sweep';
import { expect, test } from './fixtures';
import {
  addToCart,
  member,
  openAdminOrder,
  openItem,
  orderCartByCard,
  searchAdminOrders,
} from './mall-helpers';

const stamps = '교회학교 출석 스탬프';

/** A new member's paid order of the stamps; answers its oid. */
async function stampsOrdered(page: Page, baseURL: string | undefined) {
  await member(page, baseURL);
  await openItem(page, stamps);
  await addToCart(page);
  return orderCartByCard(page);
}

test('an administrator finds a paid order in 쇼핑몰 주문 and ships its line with a courier and invoice number', async ({
  page,
  adminPage,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const oid = await stampsOrdered(page, baseURL);
  const dialog = await openAdminOrder(adminPage, oid);
  const ship = dialog.getByRole('form', { name: `${stamps} 발송 처리` });
  // The form opens with the courier of the warehouse the stamps ship from; another may be chosen.
  await expect(ship.getByLabel('택배사')).toHaveValue('한진택배');
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

  await page.goto(`/mypage/detail/${oid}`);
  await expect(page.getByText('689412345678')).toBeVisible();
  await expect(page.getByText('배송 중').first()).toBeVisible();
});

test('an administrator downloads a search’s orders as Excel and ships them by uploading it with invoice numbers', async ({
  page,
  adminPage,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const oid = await stampsOrdered(page, baseURL);
  await searchAdminOrders(adminPage, oid);
  const row = adminPage.getByRole('row').filter({ hasText: oid });
  await expect(row).toContainText('준비 1');

  // The export of the search: an .xlsx whose row is the order's line, its courier filled in.
  const downloading = adminPage.waitForEvent('download');
  await adminPage.getByRole('button', { name: '엑셀 다운로드' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^쇼핑몰주문_\d{4}-\d{2}-\d{2}\.xlsx$/);
  const file = await readFile(await download.path());
  expect(file.subarray(0, 4).toString('hex')).toBe('504b0304');
  const sheet = await readExportedSheet(file);
  expect(sheet.rowCount).toBe(2);
  expect([sheet.cell('주문번호'), sheet.cell('상품'), sheet.cell('택배사')]).toEqual([
    oid,
    stamps,
    '한진택배',
  ]);

  // Filled in with the invoice number and uploaded: the report says so, the list shows it shipped.
  sheet.set(2, '송장번호', '512345678901');
  const upload = {
    name: '송장.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await sheet.toBuffer(),
  };
  const invoices = adminPage.getByRole('form', { name: '송장 일괄 등록' });
  await expect(adminPage.getByText(/택배사·송장번호 열을 채워 올리면/)).toBeVisible();
  await invoices.getByLabel('송장 엑셀 파일 (.xlsx)').setInputFiles(upload);
  await invoices.getByRole('button', { name: '송장 일괄 등록' }).click();
  await expect(adminPage.getByRole('status').filter({ hasText: '송장.xlsx' })).toHaveText(
    '송장.xlsx: 발송 처리 1건',
  );
  await expect(row).toContainText('발송 1');

  // The same file again ships nothing twice.
  await invoices.getByLabel('송장 엑셀 파일 (.xlsx)').setInputFiles(upload);
  await invoices.getByRole('button', { name: '송장 일괄 등록' }).click();
  await expect(adminPage.getByRole('status').filter({ hasText: '송장.xlsx' })).toHaveText(
    '송장.xlsx: 발송 처리 0건 · 이미 발송 1건',
  );
  await expect(adminPage.getByRole('row').filter({ hasText: '2행' })).toContainText(
    '이미 발송된 상품입니다.',
  );
});

test('an administrator approves a partial cancellation in 쇼핑몰 교환·반품 and the money goes back @smoke', async ({
  page,
  adminPage,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await member(page, baseURL);
  await openItem(page, stamps);
  await addToCart(page);
  await openItem(page, '성경 인물 스티커북');
  await addToCart(page);
  const oid = await orderCartByCard(page);
  // The buyer's cancellation of the stamps, asked through the API (the form is another journey's).
  const detail = (await (await page.request.get(`/new_api/customer/order/v2/order-result/${oid}`)).json())
    .data;
  const line = (
    detail.deliveryList as { orderProductList: { orderItemId: number; orderItemTitle: string }[] }[]
  )
    .flatMap((group) => group.orderProductList)
    .find((product) => product.orderItemTitle === stamps);
  const asked = await page.request.post('/new_api/customer/refund/new', {
    multipart: {
      refund: JSON.stringify({
        oid,
        refundType: 'CANCEL',
        reasonType: 'MISTAKE',
        refundAll: false,
        refundItemList: [{ orderProductId: line?.orderItemId }],
        title: '주문 실수',
      }),
    },
  });
  expect((await asked.json()).message).toBe(afterSaleMessages.refundDone);

  await adminPage.goto('/management?tab=mall-refunds');
  await adminPage.getByRole('button', { name: `${oid} 신청 승인` }).click();
  const approval = adminPage.getByRole('dialog', { name: '신청 승인 (환불)' });
  // The amount the request gives back is there before anything is typed.
  const amount = approval.getByLabel('환불 금액 (원)');
  await expect(amount).toHaveValue('10,000');
  await expectAccessible(adminPage, '신청 승인 (환불)');

  // Too much is refused in the dialog, and the request still waits to be approved.
  await amount.fill('999,999');
  await approval.getByRole('button', { name: '승인' }).click();
  await answerDialog(adminPage, `${oid} 신청을 승인하고 999,999원을 환불하시겠습니까?`);
  await expect(approval.getByRole('alert')).toContainText('환불 금액이 남은 결제 금액');
  const waiting = (await (await adminPage.request.get('/api/admin/mall/refunds')).json()).contents.list as {
    oid: string;
  }[];
  expect(waiting.map((row) => row.oid)).toContain(oid);

  await amount.fill('10,000');
  await approval.getByRole('button', { name: '승인' }).click();
  await answerDialog(adminPage, `${oid} 신청을 승인하고 10,000원을 환불하시겠습니까?`);
  await expect(adminPage.getByRole('status').filter({ hasText: oid })).toContainText('10,000원');

  await page.goto(`/mypage/detail/${oid}`);
  await expect(page.getByRole('region', { name: '교환/반품/취소' })).toContainText('환불 완료');
});
