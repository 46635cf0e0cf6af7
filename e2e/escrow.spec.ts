import { escrowMessages } from '@edu/shared';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSidewaysScroll } from './layout-helpers';
import { fillShipping, member, openAdminOrder, ownProduct, ownWarehouse } from './mall-helpers';

/** Goods of this spec's own, in its own warehouse. */
async function ownGoods(adminPage: Page) {
  const tag = Date.now().toString(36);
  const warehouseId = await ownWarehouse(adminPage, `에스크로 창고 ${tag}`);
  const title = `에스크로 굿즈 ${tag}`;
  return {
    title,
    itemId: await ownProduct(adminPage, { title, warehouseId, price: 18_000, taxType: 'TAXABLE' }),
  };
}

test('a goods order by virtual account with escrow and 지출증빙 to a church is shipped, confirmed by the buyer and shows it', async ({
  page,
  adminPage,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const goods = await ownGoods(adminPage);
  await member(page, baseURL);
  expect(
    (
      await page.request.post('/new_api/customer/cart/v2/edit', {
        data: { itemId: goods.itemId, productStock: 1 },
      })
    ).ok(),
  ).toBe(true);

  // The order: a virtual account, 지출증빙 to the church's registration number.
  await page.goto('/mypage/cart');
  await page.getByRole('button', { name: /선택 상품 주문/ }).click();
  await expect(page.getByRole('heading', { name: '주문서' })).toBeVisible();
  await fillShipping(page);
  await page.getByLabel('가상계좌').check();
  const choice = page.getByRole('group', { name: '현금영수증' });
  await choice.getByLabel(/지출증빙/).check();
  await choice.getByRole('textbox', { name: /고유번호/ }).fill('123-82-65432');
  await page.getByRole('button', { name: '결제하기' }).click();

  // The provider's window shows the escrow, and takes the receipt.
  await expect(page.getByRole('heading', { name: '가상계좌(무통장입금) 결제' })).toBeVisible();
  await expect(page.getByText(escrowMessages.applied)).toBeVisible();
  const window = page.getByRole('group', { name: '현금영수증' });
  await window.getByLabel('지출증빙').check();
  await window.getByLabel('휴대폰 번호 또는 사업자등록번호').fill('1238265432');
  await page.getByRole('button', { name: '가상계좌 발급' }).click();
  await expect(page).toHaveURL(/\/mypage\/order_done\/HM\d+/);
  const oid = new URL(page.url()).pathname.split('/').pop() ?? '';
  const detail = await page.request.get(`/new_api/customer/order/v2/order-result/${oid}`);
  const account = (await detail.json()).data.paymentInfo.vact_Num as string;

  // The deposit (the simulator's bank).
  await page.goto('/__sim/inicis/vbank');
  await page.locator('form', { hasText: account }).getByRole('button', { name: '입금하기' }).click();
  await expect(page.getByRole('heading', { name: '입금 통보 완료' })).toBeVisible();

  // Before shipping the buyer cannot decide yet.
  await page.goto(`/mypage/detail/${oid}`);
  const escrow = page.getByRole('region', { name: escrowMessages.payment });
  await expect(escrow.getByText(escrowMessages.notShipped)).toBeVisible();
  await expect(escrow.getByRole('button', { name: escrowMessages.confirm })).toHaveCount(0);

  // The administrator ships: the delivery is registered with the provider.
  const dialog = await openAdminOrder(adminPage, oid);
  // The administration sees the escrow: paid through it, nothing registered yet, no decision to await.
  const adminEscrow = dialog.getByRole('region', { name: '에스크로' });
  await expect(adminEscrow.locator('dd')).toHaveText([
    '에스크로 결제 (구매안전서비스)',
    '결제 완료',
    '등록 전',
    '발송 후 배송 등록을 하면 구매자가 결정합니다',
  ]);
  const ship = dialog.getByRole('form', { name: `${goods.title} 발송 처리` });
  await ship.getByLabel('송장번호').fill('689412345679');
  await ship.getByRole('button', { name: /발송/ }).click();
  await expect(dialog.getByText('689412345679').first()).toBeVisible();
  await expect(adminEscrow.locator('dd')).toHaveText([
    '에스크로 결제 (구매안전서비스)',
    /^(결제 완료|배송 등록)$/,
    '등록됨',
    '구매자의 구매확정·구매거절 대기 중',
  ]);

  // The buyer confirms in the provider's confirmation window (the simulator's page).
  await page.reload();
  await expect(escrow.getByText('배송 등록')).toBeVisible();
  // No per-line button: an escrow order is confirmed in the provider's window.
  await expect(page.getByRole('button', { name: `${goods.title} 구매확정` })).toHaveCount(0);
  await escrow.getByRole('button', { name: escrowMessages.confirm }).click();
  await expect(page.getByRole('heading', { name: '구매확정 / 구매거절' })).toBeVisible();
  await expect(page.getByText(escrowMessages.applied)).toBeVisible();
  await page.getByRole('button', { name: '구매확정' }).click();

  // Back on the order: 구매확정, and its cash receipt.
  await expect(page).toHaveURL(new RegExp(`/mypage/detail/${oid}$`));
  await expect(escrow.getByText('구매확정', { exact: true })).toBeVisible();
  await expect(page.getByText(/^구매확정 \d{4}\.\d{2}\.\d{2}$/)).toBeVisible();
  await expect(escrow.getByRole('button', { name: escrowMessages.confirm })).toHaveCount(0);
  await expect(page.getByText('지출증빙 · 123-82-*****')).toBeVisible();
  await expect(page.getByText(/승인 번호 \d{9}/)).toBeVisible();
  // …and the administration sees the buyer's decision.
  await adminPage.reload();
  const decided = (await openAdminOrder(adminPage, oid)).getByRole('region', { name: '에스크로' });
  await expect(decided.locator('dd')).toHaveText([
    '에스크로 결제 (구매안전서비스)',
    '구매확정',
    '등록됨',
    '구매확정',
  ]);
  await expect(page.getByRole('link', { name: '현금영수증 보기' })).toHaveAttribute(
    'href',
    /\/__sim\/inicis\/cash-receipt\?noTid=.+&clpaymethod=22$/,
  );
  // It fits a phone's width.
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page);
});
