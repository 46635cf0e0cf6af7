import { contentWithdrawalConsentLabel, orderMessages } from '@edu/shared';
import { answerDialog } from './account-helpers';
import { expect, test } from './fixtures';
import {
  addToCart,
  addToCartByApi,
  fillShipping,
  member,
  openItem,
  orderCartPaying,
  summary,
  warehouseFee,
} from './mall-helpers';

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
  await page.getByRole('button', { name: '선택한 옵션 담기' }).click();
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
  // The popup changed the row's options; it does not say something was added.
  await answerDialog(page, orderMessages.optionsChanged);
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
  // The poster is a content: its withdrawal ends with the download, and the buyer ticks that.
  await page.getByLabel(contentWithdrawalConsentLabel).check();
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
  // The order-complete page as a phone shows it.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: '가상계좌 발급' }).click();
  await expect(page).toHaveURL(/\/mypage\/order_done\/HM\d+/);
  const oid = new URL(page.url()).pathname.split('/').pop() ?? '';
  const notice = page.getByRole('region', { name: /입금/ });
  await expect(notice).toContainText('23:59:00');
  // The deadline's time never breaks inside ("23:5" / "9:00").
  const timeLines = await notice.evaluate((region) => {
    // These tests are typed without the browser's globals: the document is the region's, and 4 is
    // NodeFilter.SHOW_TEXT.
    const page = region.ownerDocument;
    const walker = page.createTreeWalker(region, 4);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf('23:59:00') ?? -1;
      if (at < 0) continue;
      const range = page.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + 8);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    }
    return 0;
  });
  expect(timeLines).toBe(1);
  await notice.getByRole('button', { name: '계좌번호 복사' }).click();
  await expect(notice.getByText('복사되었습니다')).toBeVisible();
  // What was bought and where it goes; only the virtual account's rows, no card's.
  await expect(page.getByRole('region', { name: '주문 상품' })).toContainText(stickers);
  await expect(page.getByRole('region', { name: '배송지' })).toContainText('서울 강남구 테헤란로 152');
  await expect(page.getByText('카드사')).toHaveCount(0);
  await expect(page.getByText('승인 번호')).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 720 });
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
  await expect(page.getByText('카드사')).toHaveCount(0);
  // The courier is known, but nothing has shipped: no invoice yet.
  await expect(page.getByText(/송장/)).toHaveCount(0);
});

test('the order form chooses the card, writes the phone with hyphens, and refuses a phone or e-mail that is not one', async ({
  page,
  baseURL,
}) => {
  const account = await member(page, baseURL);
  await addToCartByApi(page, stickers);
  await page.goto('/mypage/cart');
  await page.getByRole('button', { name: /선택 상품 주문/ }).click();
  await expect(page.getByLabel('신용카드')).toBeChecked();
  const orderer = page.getByRole('region', { name: /주문자/ });
  await expect(orderer.getByLabel('연락처')).toHaveValue(`010-${account.phone.middle}-${account.phone.last}`);
  await fillShipping(page);
  const pay = page.getByRole('button', { name: '결제하기' });

  await orderer.getByLabel('연락처').fill('공일공-일이삼사');
  await pay.click();
  await answerDialog(page, orderMessages.ordererPhoneInvalid);
  await expect(orderer.getByLabel('연락처')).toBeFocused();
  await orderer.getByLabel('연락처').fill('010-2222-3333');
  await orderer.getByLabel('이메일').fill('not-an-email');
  await pay.click();
  await answerDialog(page, orderMessages.ordererEmailInvalid);
  await orderer.getByLabel('이메일').fill('buyer@example.com');
  await page
    .getByRole('region', { name: /배송지/ })
    .getByLabel('연락처')
    .fill('abcd');
  await pay.click();
  await answerDialog(page, orderMessages.recipientPhoneInvalid);
  await expect(page.getByRole('heading', { name: '신용카드 결제' })).toHaveCount(0);
});

test('a declined payment is titled 결제 실패 with its reason and kept out of the order list; a bank transfer shows its bank, not a card', async ({
  page,
  baseURL,
}) => {
  await member(page, baseURL);
  await addToCartByApi(page, stickers);
  await orderCartPaying(page, '실시간 계좌이체', '결제 실패 (한도 초과)');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('결제 실패');
  await expect(page.getByRole('alert')).toContainText(orderMessages.paymentFailed);
  await page.goto('/mypage/list');
  await expect(page.getByText('조회 기간에 주문 내역이 없습니다.')).toBeVisible();

  await orderCartPaying(page, '실시간 계좌이체');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('주문 완료');
  const payment = page.getByRole('region', { name: '결제 정보' });
  await expect(payment).toContainText('신한은행');
  await expect(payment.getByText('카드사')).toHaveCount(0);
  await expect(payment.getByText('승인 번호')).toHaveCount(0);
  await page.goto('/mypage/list');
  await expect(page.getByRole('link', { name: /주문 상세 보기/ })).toHaveCount(1);
});

test('바로구매 opens the order form with that item alone; a content asked for twice is said to be there already', async ({
  page,
  baseURL,
}) => {
  await member(page, baseURL);
  await openItem(page, poster);
  await addToCart(page);
  await openItem(page, poster);
  await page.getByRole('button', { name: '장바구니 담기' }).click();
  await answerDialog(page, orderMessages.alreadyInCart, '계속 쇼핑');
  await expect(page.getByRole('heading', { level: 1, name: poster })).toBeVisible();

  await openItem(page, stickers);
  await page.getByRole('textbox', { name: `${stickers} 수량` }).fill('3');
  await page.getByRole('button', { name: '바로구매' }).click();
  await expect(page).toHaveURL(/\/order\?cartIdSet=\d+$/);
  const form = page.getByRole('main');
  await expect(form.getByRole('heading', { name: '주문서' })).toBeVisible();
  await expect(form.getByText(stickers).first()).toBeVisible();
  // The poster waits in the cart; only the sticker book is ordered (3 × 5,000원 + 4,000원 delivery).
  await expect(form.getByText(poster)).toHaveCount(0);
  await expect(form.getByText('수량 3개')).toBeVisible();
  await expect(form.getByText('19,000원').first()).toBeVisible();

  // 바로구매 again with 1 orders that 1, not 4 with the 3 already in the item's cart row.
  await openItem(page, stickers);
  await page.getByRole('textbox', { name: `${stickers} 수량` }).fill('1');
  await page.getByRole('button', { name: '바로구매' }).click();
  await expect(page).toHaveURL(/\/order\?cartIdSet=\d+$/);
  await expect(form.getByText('수량 1개')).toBeVisible();
  await expect(form.getByText('9,000원').first()).toBeVisible();
});
