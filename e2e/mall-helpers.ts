import { orderMessages } from '@edu/shared';
import type { Page } from '@playwright/test';
import { adminRequest, answerDialog, logIn, signUpByApi, uniquePhone, uniqueUid } from './account-helpers';
import { expect } from './fixtures';

/** A new member, logged in. */
export async function member(page: Page, baseURL: string | undefined) {
  const outbox = await adminRequest(baseURL);
  const account = { uid: uniqueUid(), name: '주문회원', upw: 'order-pass-1', phone: uniquePhone() };
  await signUpByApi(baseURL, outbox, account);
  await outbox.dispose();
  await logIn(page, account.uid, account.upw);
  await expect(page).toHaveURL(/\/main$/);
  return account;
}

/** The id of an item on sale (a demo one or one a test made), by its title. */
async function itemIdOf(page: Page, title: string): Promise<number> {
  const search = new URLSearchParams({ searchText: title, size: '60' });
  const answer = await page.request.get(`/new_api/customer/item/list?${search}`);
  const items = (await answer.json()).data.itemList as { itemId: number; title: string }[];
  const item = items.find((candidate) => candidate.title === title);
  if (!item) throw new Error(`the demo data has no item "${title}"`);
  return item.itemId;
}

/** An item's page, by the item's title, open once its heading shows. */
export async function openItem(page: Page, title: string) {
  await page.goto(`/mall/view/${await itemIdOf(page, title)}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/** "장바구니 담기" on the item page: the cart says so, and "장바구니 보기" opens it. */
export async function addToCart(page: Page) {
  await page.getByRole('button', { name: '장바구니 담기' }).click();
  await answerDialog(page, orderMessages.addedToCart, '장바구니 보기');
  await expect(page).toHaveURL(/\/mypage\/cart$/);
}

export const summary = (page: Page, label: string) =>
  page
    .getByRole('region', { name: '결제 정보' })
    .locator('dt', { hasText: label })
    .locator('xpath=following-sibling::dd');
export const warehouseFee = (page: Page, warehouse: string) =>
  page
    .getByRole('region', { name: new RegExp(warehouse) })
    .locator('dt', { hasText: '배송비' })
    .locator('xpath=following-sibling::dd');

/** Fills the recipient with the manual address dialog (the postcode widget cannot load here). */
export async function fillShipping(page: Page) {
  const shipping = page.getByRole('region', { name: /배송지/ });
  await shipping.getByLabel('받는 분').fill('박수령');
  await shipping.getByLabel('연락처').fill('010-4444-5555');
  await shipping.getByRole('button', { name: '우편번호 검색' }).click();
  const dialog = page.getByRole('dialog', { name: '주소 직접 입력' });
  await dialog.getByLabel('우편번호').fill('06236');
  await dialog.getByRole('textbox', { name: '주소', exact: true }).fill('서울 강남구 테헤란로 152');
  await dialog.getByLabel('상세주소').fill('3층');
  await dialog.getByRole('button', { name: '입력 완료' }).click();
  await expect(shipping.getByLabel('우편번호')).toHaveValue('06236');
}

/**
 * Orders everything in the cart and decides in the simulator's window of `method` (신용카드 or
 * 실시간 계좌이체): approves by default; answers the order's oid.
 */
export async function orderCartPaying(page: Page, method: string, decision = '결제 승인') {
  await page.goto('/mypage/cart');
  await page.getByRole('button', { name: /선택 상품 주문/ }).click();
  await expect(page.getByRole('heading', { name: '주문서' })).toBeVisible();
  await fillShipping(page);
  await page.getByLabel(method).check();
  await page.getByRole('button', { name: '결제하기' }).click();
  await expect(page.getByRole('heading', { name: `${method} 결제` })).toBeVisible();
  await page.getByRole('button', { name: decision }).click();
  await expect(page).toHaveURL(/\/mypage\/order_done\/HM\d+/);
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}

/** Orders everything in the cart and pays by card in the simulator; answers the order's oid. */
export const orderCartByCard = (page: Page) => orderCartPaying(page, '신용카드');

/** Puts units of a demo product (one by default) in the member's cart through the API (no item page to click through). */
export async function addToCartByApi(page: Page, title: string, units = 1) {
  const added = await page.request.post('/new_api/customer/cart/v2/edit', {
    data: { itemId: await itemIdOf(page, title), productStock: units },
  });
  expect((await added.json()).code).toBe('200');
}

/** 쇼핑몰 주문 of /management searched by an order number (the administrator is logged in on `page`). */
export async function searchAdminOrders(page: Page, oid: string) {
  await page.goto('/management?tab=mall-orders');
  const filters = page.getByRole('form', { name: '주문 검색' });
  await filters.getByLabel('검색어').fill(oid);
  await filters.getByRole('combobox').last().selectOption({ label: '주문번호' });
  await filters.getByRole('button', { name: '검색' }).click();
}

/** Opens an order's detail dialog in 쇼핑몰 주문, found by its number; answers the dialog. */
export async function openAdminOrder(page: Page, oid: string) {
  await searchAdminOrders(page, oid);
  await page.getByRole('button', { name: `주문 ${oid} 상세` }).click();
  return page.getByRole('dialog');
}

/**
 * A warehouse of a spec's own, made through the administration's API: goods in it move no other spec's
 * stock, fees or sales figures (the browser suite shares one database).
 */
export async function ownWarehouse(adminPage: Page, name: string, deliveryFee = 3000) {
  const made = await adminPage.request.post('/api/admin/mall/warehouses', {
    data: { name, deliveryCompany: 'CJ대한통운', deliveryFee, deliveryFreeOption: 1_000_000 },
  });
  expect(made.ok(), await made.text()).toBe(true);
  return (await made.json()).contents.warehouseId as number;
}

/** A whole 상품정보제공고시 for a product the suite puts on sale: a textbook's (도서) or a good's (기타 재화). */
function noticeOf(kind: string, title: string) {
  return kind === '교재'
    ? {
        group: 'BOOK',
        values: {
          bookTitle: title,
          authorPublisher: '하나바이블 교육부 / 하나바이블',
          bookSize: '210×297mm',
          pageCount: '48쪽',
          bookComposition: '교재 1권',
          publishedOn: '2026-05-01',
          tableOfContents: '5일 과정 공과 (사용 연령 5~7세)',
        },
      }
    : {
        group: 'OTHER_GOODS',
        values: {
          nameAndModel: title,
          certification: '해당 없음',
          origin: '대한민국',
          maker: '다음세대연구소',
          afterServicePhone: '02-1234-5678',
        },
      };
}

/** A product on sale in such a warehouse (20 in stock), made through the administration's API: its item id. */
export async function ownProduct(
  adminPage: Page,
  product: {
    title: string;
    warehouseId: number;
    price: number;
    taxType: 'TAXABLE' | 'EXEMPT';
    kind?: string;
  },
) {
  const kind = product.kind ?? (product.taxType === 'EXEMPT' ? '교재' : '굿즈');
  const made = await adminPage.request.post('/api/admin/mall/items', {
    data: {
      itemType: 'PRODUCT',
      contentType: null,
      itemKind: kind,
      title: product.title,
      tags: [],
      categoryId: 136,
      brandId: null,
      warehouseId: product.warehouseId,
      regularPrice: product.price,
      sellingPrice: product.price,
      isFree: false,
      taxType: product.taxType,
      downloadPeriod: 0,
      solarTerm: null,
      description: '',
      usageGuide: '',
      copyrightInfo: '',
      itemStatus: 'SALE',
      productNotice: noticeOf(kind, product.title),
      thumbnailLink: null,
      sampleLink: null,
      productStock: { stock: 20, stockSeen: null },
      tree: null,
      writing: [],
      licenses: [],
      assets: [],
      bibles: [],
      relatedItemIds: [],
    },
  });
  expect(made.ok(), await made.text()).toBe(true);
  return (await made.json()).contents.itemId as number;
}
