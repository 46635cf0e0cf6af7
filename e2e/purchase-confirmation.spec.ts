import { purchaseConfirmationMessages } from '@edu/shared';
import type { Page } from '@playwright/test';
import { answerDialog } from './account-helpers';
import { expect, test } from './fixtures';
import { expectNoSidewaysScroll } from './layout-helpers';
import { member, openAdminOrder, orderCartByCard, ownProduct, ownWarehouse } from './mall-helpers';

/** A product of this spec's own, in its own warehouse. */
async function ownGoods(adminPage: Page) {
  const tag = Date.now().toString(36);
  const warehouseId = await ownWarehouse(adminPage, `구매확정 창고 ${tag}`);
  const title = `구매확정 굿즈 ${tag}`;
  return {
    title,
    itemId: await ownProduct(adminPage, { title, warehouseId, price: 4000, taxType: 'TAXABLE' }),
  };
}

test('the buyer confirms a delivered purchase in the order detail; it can no longer be returned', async ({
  page,
  adminPage,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const goods = await ownGoods(adminPage);
  await member(page, baseURL);
  const added = await page.request.post('/new_api/customer/cart/v2/edit', {
    data: { itemId: goods.itemId, productStock: 1 },
  });
  expect(added.ok()).toBe(true);
  const oid = await orderCartByCard(page);

  // The administrator ships the goods and marks them delivered.
  const dialog = await openAdminOrder(adminPage, oid);
  const ship = dialog.getByRole('form', { name: `${goods.title} 발송 처리` });
  await ship.getByLabel('송장번호').fill('689412345679');
  await ship.getByRole('button', { name: /발송/ }).click();
  await dialog.getByRole('button', { name: '배송 완료' }).click();
  await answerDialog(adminPage, '배송 완료로 처리하시겠습니까?');
  await expect(dialog.getByText('배송 완료').first()).toBeVisible();

  // The buyer sees when it would confirm itself, and confirms it now.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/mypage/detail/${oid}`);
  await expect(page.getByText('배송 완료 후 7일이 지나면 자동으로 구매확정됩니다.')).toBeVisible();
  await page.getByRole('button', { name: `${goods.title} 구매확정` }).click();
  await answerDialog(page, purchaseConfirmationMessages.dialog);
  await answerDialog(page, purchaseConfirmationMessages.done);
  await expect(page.getByText(/^구매확정 \d{4}\.\d{2}\.\d{2}$/)).toBeVisible();
  await expect(page.getByRole('button', { name: `${goods.title} 구매확정` })).toHaveCount(0);
  // The page fits the phone's width.
  await expectNoSidewaysScroll(page);

  // The return form says why the confirmed goods cannot be chosen.
  await page.getByRole('button', { name: '교환/반품 신청' }).click();
  await page.getByRole('radio', { name: '반품' }).check();
  await expect(page.getByRole('checkbox', { name: new RegExp(goods.title) })).toBeDisabled();
  await expect(page.getByText(purchaseConfirmationMessages.refundRefused).first()).toBeVisible();

  // The administrator sees it confirmed too.
  const confirmed = await openAdminOrder(adminPage, oid);
  await expect(confirmed.getByText(/^구매확정 \d{4}\.\d{2}\.\d{2}$/)).toBeVisible();
});
