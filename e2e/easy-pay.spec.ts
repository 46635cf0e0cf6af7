import { expect, test } from './fixtures';
import { expectNoSidewaysScroll } from './layout-helpers';
import { addToCartByApi, member, orderCartPaying } from './mall-helpers';

const stickers = '성경 인물 스티커북'; // 파주 창고: 5,000원 + 4,000원 delivery

test('a member pays a mall order with 카카오페이 in the provider’s window and sees 카카오페이 on the done page', async ({
  page,
  baseURL,
}) => {
  await member(page, baseURL);
  await addToCartByApi(page, stickers);
  // The simulator's KakaoPay window (the order form asks for it as its own method, after the card).
  const oid = await orderCartPaying(page, '카카오페이');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('주문 완료');
  const payment = page.getByRole('region', { name: '결제 정보' });
  await expect(payment).toContainText('카카오페이');
  // Paid in KakaoPay, not with a card this site knows: no card rows.
  await expect(payment.getByText('카드사')).toHaveCount(0);

  await page.goto('/mypage/list');
  await expect(page.getByText(oid)).toBeVisible();
  await expect(page.getByText('카카오페이').first()).toBeVisible();
});

test('on a 390 px phone the order form offers the easy pays and pays with 네이버페이 in the mobile window', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await member(page, baseURL);
  await addToCartByApi(page, stickers);
  await page.goto('/mypage/cart');
  await page.getByRole('button', { name: /선택 상품 주문/ }).click();
  const methods = page.getByRole('group', { name: '결제 수단' });
  await expect(methods.getByRole('radio')).toHaveCount(5);
  await expect(methods.getByRole('radio', { name: '신용카드' })).toBeChecked();
  // Nothing spills past the phone's width.
  await expectNoSidewaysScroll(page);

  await page.goto('/mypage/cart');
  await orderCartPaying(page, '네이버페이');
  await expect(page.getByRole('region', { name: '결제 정보' })).toContainText('네이버페이');
});
