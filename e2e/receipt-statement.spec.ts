import { receiptOrganisationMessages } from '@edu/shared';
import type { Page } from '@playwright/test';
import { answerDialog } from './account-helpers';
import { expect, test } from './fixtures';
import { fillShipping, member, openAdminOrder, ownProduct, ownWarehouse } from './mall-helpers';

/** Goods of this spec's own, in its own warehouse: a textbook (면세) and a taxable 굿즈. */
async function ownGoods(adminPage: Page) {
  const tag = Date.now().toString(36);
  const warehouseId = await ownWarehouse(adminPage, `명세서 창고 ${tag}`, 3300);
  const product = async (title: string, price: number, taxType: 'TAXABLE' | 'EXEMPT') => ({
    title,
    itemId: await ownProduct(adminPage, { title, warehouseId, price, taxType }),
  });
  return {
    book: await product(`명세서 교재 ${tag}`, 11_000, 'EXEMPT'),
    goods: await product(`명세서 굿즈 ${tag}`, 5500, 'TAXABLE'),
  };
}

test('a statement printed for an order: the church named for the receipt, the supplier, lines with VAT and totals', async ({
  page,
  adminPage,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { book, goods } = await ownGoods(adminPage);
  await member(page, baseURL);
  for (const [itemId, productStock] of [
    [book.itemId, 2],
    [goods.itemId, 1],
  ])
    expect(
      (await page.request.post('/new_api/customer/cart/v2/edit', { data: { itemId, productStock } })).ok(),
    ).toBe(true);

  await page.goto('/mypage/cart');
  await page.getByRole('button', { name: /선택 상품 주문/ }).click();
  await expect(page.getByRole('heading', { name: '주문서' })).toBeVisible();
  await fillShipping(page);
  const receipt = page.getByRole('region', { name: receiptOrganisationMessages.title });
  await receipt.getByLabel('교회·단체명').fill('새빛교회');
  await receipt.getByLabel('사업자등록번호 또는 고유번호').fill('123-82-1234');
  await page.getByLabel('신용카드').check();
  await page.getByRole('button', { name: '결제하기' }).click();
  // Nine digits: the page refuses before anything is sent, and the number box takes the focus back.
  await answerDialog(page, receiptOrganisationMessages.numberInvalid);
  await receipt.getByLabel('사업자등록번호 또는 고유번호').fill('123-82-12345');
  await page.getByRole('button', { name: '결제하기' }).click();
  await expect(page.getByRole('heading', { name: '신용카드 결제' })).toBeVisible();
  await page.getByRole('button', { name: '결제 승인' }).click();
  await expect(page).toHaveURL(/\/mypage\/order_done\/HM\d+/);
  const oid = new URL(page.url()).pathname.split('/').pop() ?? '';

  // The administrator sees the church on the order and opens its 거래명세서 in a new tab.
  const dialog = await openAdminOrder(adminPage, oid);
  await expect(dialog.getByText('새빛교회 (123-82-12345)')).toBeVisible();
  const [statementPage] = await Promise.all([
    adminPage.context().waitForEvent('page'),
    dialog.getByRole('link', { name: '거래명세서 출력' }).click(),
  ]);
  await expect(statementPage).toHaveURL(new RegExp(`/management/mall-orders/${oid}/statement$`));
  const statement = statementPage.getByRole('article', { name: '거래명세서' });
  await expect(statement).toBeVisible();
  const supplier = statement.getByRole('region', { name: '공급자' });
  await expect(supplier).toContainText('사업자등록번호');
  await expect(supplier.locator('td').first()).not.toHaveText('-');
  const buyer = statement.getByRole('region', { name: '공급받는자' });
  await expect(buyer).toContainText('새빛교회');
  await expect(buyer).toContainText('123-82-12345');

  const rowOf = (name: string) => statement.getByRole('row', { name: new RegExp(name) });
  // 면세 교재 2 × 11,000: no tax; 과세 굿즈 5,500: 5,000 + 500; its shipment's fee is taxed with it.
  await expect(rowOf(book.title)).toContainText('면세');
  await expect(rowOf(book.title)).toContainText('22,000');
  await expect(rowOf(goods.title)).toContainText('과세');
  await expect(rowOf(goods.title)).toContainText('5,000');
  await expect(rowOf(goods.title)).toContainText('500');
  await expect(rowOf('배송비')).toContainText('3,000');
  await expect(statement.getByTestId('statement-total')).toHaveText('30,800원');
  const totals = statement.getByRole('table', { name: '합계' });
  await expect(totals.getByRole('row', { name: /공급가액/ })).toContainText('30,000원');
  await expect(totals.getByRole('row', { name: /공급가액/ })).toContainText('800원');
  await expect(statementPage.getByRole('button', { name: '인쇄하기' })).toBeVisible();
});
