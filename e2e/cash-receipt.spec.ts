import { cashReceiptMessages } from '@edu/shared';
import type { Page } from '@playwright/test';
import { answerDialog } from './account-helpers';
import { expect, test } from './fixtures';
import { expectNoSidewaysScroll } from './layout-helpers';
import { fillShipping, member, ownProduct, ownWarehouse } from './mall-helpers';

/** Goods of this spec's own, in its own warehouse. */
async function ownGoods(adminPage: Page) {
  const tag = Date.now().toString(36);
  const warehouseId = await ownWarehouse(adminPage, `현금영수증 창고 ${tag}`);
  return ownProduct(adminPage, {
    title: `현금영수증 굿즈 ${tag}`,
    warehouseId,
    price: 12_000,
    taxType: 'TAXABLE',
  });
}

test('a virtual-account order with 지출증빙 to a church’s number shows its cash receipt once the money is in', async ({
  page,
  adminPage,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const itemId = await ownGoods(adminPage);
  await member(page, baseURL);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(
    (await page.request.post('/new_api/customer/cart/v2/edit', { data: { itemId, productStock: 1 } })).ok(),
  ).toBe(true);

  await page.goto('/mypage/cart');
  await page.getByRole('button', { name: /선택 상품 주문/ }).click();
  await expect(page.getByRole('heading', { name: '주문서' })).toBeVisible();
  await fillShipping(page);
  // Offered only for a transfer or a virtual account.
  const choice = page.getByRole('group', { name: '현금영수증' });
  await expect(choice).toHaveCount(0);
  await page.getByLabel('가상계좌').check();
  await expect(choice).toBeVisible();
  await choice.getByLabel(/지출증빙/).check();
  const number = choice.getByRole('textbox', { name: /고유번호/ });
  await number.fill('123-82-6543');
  await page.getByRole('button', { name: '결제하기' }).click();
  // Nine digits: refused on the page, and the number box takes the focus back.
  await answerDialog(page, cashReceiptMessages.business);
  await expect(number).toBeFocused();
  // Nothing sticks out of a phone's width.
  await expectNoSidewaysScroll(page);
  await number.fill('123-82-65432');
  await page.getByRole('button', { name: '결제하기' }).click();

  // The provider's window asks for the receipt again: the payer types it there.
  // At a phone's width the mobile window opens (P_RESERVED vbank_receipt=Y offers the receipt).
  await expect(page.getByRole('heading', { name: '가상계좌(무통장입금) 결제' })).toBeVisible();
  const window = page.getByRole('group', { name: '현금영수증' });
  await window.getByLabel('지출증빙').check();
  await window.getByLabel('휴대폰 번호 또는 사업자등록번호').fill('1238265432');
  await page.getByRole('button', { name: '가상계좌 발급' }).click();
  await expect(page).toHaveURL(/\/mypage\/order_done\/HM\d+/);
  const oid = new URL(page.url()).pathname.split('/').pop() ?? '';
  const detail = await page.request.get(`/new_api/customer/order/v2/order-result/${oid}`);
  const account = (await detail.json()).data.paymentInfo.vact_Num as string;

  await page.goto('/__sim/inicis/vbank');
  await page.locator('form', { hasText: account }).getByRole('button', { name: '입금하기' }).click();
  await expect(page.getByRole('heading', { name: '입금 통보 완료' })).toBeVisible();

  await page.goto(`/mypage/detail/${oid}`);
  await expect(page.getByText('주문 완료').first()).toBeVisible();
  await expect(page.getByText('지출증빙 · 123-82-*****')).toBeVisible();
  await expect(page.getByText(/승인 번호 \d{9}/)).toBeVisible();
  const link = page.getByRole('link', { name: '현금영수증 보기' });
  await expect(link).toHaveAttribute('href', /\/__sim\/inicis\/cash-receipt\?noTid=.+&clpaymethod=22$/);
  await expectNoSidewaysScroll(page);
  const [receipt] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await expect(receipt.getByRole('heading', { name: '현금영수증' })).toBeVisible();
  await expect(receipt.getByText('지출증빙')).toBeVisible();
});
