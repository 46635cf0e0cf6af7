import { orderMessages } from '@edu/shared';
import { answerDialog } from './account-helpers';
import { expect, test } from './fixtures';
import { addToCart, fillShipping, member, openItem, summary, warehouseFee } from './mall-helpers';

const textbook = '유아부 성경 교재 세트'; // 본사 물류센터: 3,000원, free above 30,000원
const stickers = '성경 인물 스티커북'; // 파주 창고: 4,000원, free above 50,000원
const poster = '여름성경학교 포스터 이미지'; // an image content, 3,000원 licence
const freeCards = '말씀 카드 일러스트 세트'; // a free image content

test('goods from two warehouses and a content: fees follow the selection, an option is edited, the order is paid by card and found in the list @smoke', async ({
  page,
  baseURL,
}) => {
  await member(page, baseURL);
  await openItem(page, textbook);
  await page.getByRole('combobox', { name: /^부서/ }).selectOption('유아부');
  await page.getByRole('combobox', { name: /^학기/ }).selectOption('1학기');
  await page.getByRole('combobox', { name: /^구성/ }).selectOption('학생용');
  await addToCart(page);
  await expect(page.getByRole('link', { name: /장바구니/ }).first()).toContainText('1');
  await openItem(page, stickers);
  await addToCart(page);
  await openItem(page, poster);
  await addToCart(page);

  // 12,000 ≤ 30,000 and 5,000 ≤ 50,000: both warehouses charge; the poster 3,000.
  await expect(warehouseFee(page, '본사 물류센터')).toHaveText('3,000원');
  await expect(warehouseFee(page, '파주 창고')).toHaveText('4,000원');
  await expect(summary(page, '결제 예정 금액')).toHaveText('27,000원');
  // Nothing of the 파주 warehouse selected: no fee for it.
  await page.getByLabel(`${stickers} 선택`).uncheck();
  await expect(warehouseFee(page, '파주 창고')).toHaveText(/0원|무료/);
  await expect(summary(page, '결제 예정 금액')).toHaveText('18,000원');
  await page.getByLabel(`${stickers} 선택`).check();

  // Three sets instead of one: 36,000 > 30,000, the 본사 delivery is free.
  const row = page.getByRole('listitem').filter({ hasText: textbook });
  await row.getByRole('button', { name: '옵션/수량 변경' }).click();
  const popup = page.getByRole('dialog');
  await popup
    .getByRole('button', { name: /수량 늘리기/ })
    .first()
    .click();
  await popup
    .getByRole('button', { name: /수량 늘리기/ })
    .first()
    .click();
  await popup.getByRole('button', { name: '저장' }).click();
  await answerDialog(page, orderMessages.addedToCart);
  await expect(warehouseFee(page, '본사 물류센터')).toHaveText(/무료|0원/);
  await expect(summary(page, '결제 예정 금액')).toHaveText('48,000원');

  await page.getByRole('button', { name: /선택 상품 주문/ }).click();
  await expect(page).toHaveURL(/\/order\?cartIdSet=/);
  await expect(page.getByRole('heading', { name: '주문서' })).toBeVisible();
  await expect(page.getByRole('region', { name: /주문자/ }).getByLabel('이름')).toHaveValue('주문회원');
  // The spec's order: the recipient is asked for first among the empty shipping fields.
  await page.getByRole('button', { name: '결제하기' }).click();
  await answerDialog(page, orderMessages.recipientName);
  await fillShipping(page);
  await page.getByLabel('신용카드').check();
  await page.getByRole('button', { name: '결제하기' }).click();

  // The provider's window (the local simulator of KG Inicis).
  await expect(page.getByRole('heading', { name: '신용카드 결제' })).toBeVisible();
  await expect(page.getByText('48,000')).toBeVisible();
  await page.getByRole('button', { name: '결제 승인' }).click();
  await expect(page).toHaveURL(/\/mypage\/order_done\/HM\d+/);
  await expect(page.getByText('48,000원').first()).toBeVisible();
  await expect(page.getByText('신용카드').first()).toBeVisible();
  const oid = new URL(page.url()).pathname.split('/').pop() ?? '';

  await page.goto('/mypage/list');
  await expect(page.getByText(oid)).toBeVisible();
  await page
    .getByRole('link', { name: /주문 상세 보기/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/mypage/detail/${oid}$`));
  await expect(page.getByText('신한카드')).toBeVisible();
  await expect(page.getByRole('link', { name: textbook, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: poster, exact: true })).toBeVisible();
  await page.goto('/mypage/cart');
  await expect(page.getByText(stickers)).toHaveCount(0);
});

test('a free order says 주문하기 and completes without the payment window', async ({ page, baseURL }) => {
  await member(page, baseURL);
  await openItem(page, freeCards);
  await addToCart(page);
  await page.getByRole('button', { name: /선택 상품 주문/ }).click();
  await expect(page.getByRole('heading', { name: '주문서' })).toBeVisible();
  await expect(page.getByText('결제 수단')).toHaveCount(0);
  await page.getByRole('button', { name: '주문하기' }).click();
  await answerDialog(page, orderMessages.freeOrderDone);
  await expect(page).toHaveURL(/\/mypage\/order_done\/HM\d+/);
  await expect(page.getByText('무료').first()).toBeVisible();
});

test('a virtual-account order waits for the deposit and completes when it arrives', async ({
  page,
  baseURL,
}) => {
  await member(page, baseURL);
  await openItem(page, stickers);
  await addToCart(page);
  await page.getByRole('button', { name: /선택 상품 주문/ }).click();
  await fillShipping(page);
  await page.getByLabel(/가상계좌/).check();
  await page.getByRole('button', { name: '결제하기' }).click();
  await expect(page.getByRole('heading', { name: /가상계좌/ })).toBeVisible();
  await page.getByRole('button', { name: '가상계좌 발급' }).click();
  await expect(page).toHaveURL(/\/mypage\/order_done\/HM\d+/);
  const oid = new URL(page.url()).pathname.split('/').pop() ?? '';
  const notice = page.getByRole('region', { name: /입금/ });
  await expect(notice).toContainText('23:59:00');
  const detail = await page.request.get(`/new_api/customer/order/v2/order-result/${oid}`);
  const { paymentInfo, orderStatus } = (await detail.json()).data as {
    orderStatus: string;
    paymentInfo: { vact_Num: string };
  };
  expect(orderStatus).toBe('VBANK_WAIT');
  await expect(notice).toContainText(paymentInfo.vact_Num);

  // The bank's deposit, through the simulator's page of issued accounts.
  await page.goto('/__sim/inicis/vbank');
  await page
    .locator('form', { hasText: paymentInfo.vact_Num })
    .getByRole('button', { name: '입금하기' })
    .click();
  await expect(page.getByRole('heading', { name: '입금 통보 완료' })).toBeVisible();
  await page.goto(`/mypage/detail/${oid}`);
  await expect(page.getByText('주문 완료').first()).toBeVisible();
});
