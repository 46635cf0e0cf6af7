import { orderMessages, receiptOrganisationMessages } from '@edu/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readExportedSheet } from '../../../test/excel-sheet';
import { createMember } from '../../../test/factories';
import { logInAs } from '../../../test/log-in-as';
import { createContent, createProduct, createWarehouse } from '../../../test/mall-factories';
import { buyItems, cartIds, editCart, orderBody, placeOrder } from '../../../test/mall-flow';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { mallOrders } from './orders.tables';

let app: TestApp;
let buyer: string;
let admin: string;
let warehouseId: number;

beforeAll(async () => {
  app = await createTestApp();
  ({ cookie: buyer } = await logInAs(app, await createMember(app.db)));
  ({ cookie: admin } = await logInAs(app, await createMember(app.db, { level: 10 })));
  warehouseId = await createWarehouse(app.db, { fee: 3300, freeOver: 1_000_000 });
});
afterAll(() => app.dispose());

const church = { receiptOrgName: '새빛교회', receiptOrgNumber: '1238212345' };

describe('영수증 발행 정보 on the order form', () => {
  it('refuses a name without a number, a number without a name and a number that is not ten digits, storing nothing', async () => {
    const product = await createProduct(app.db, { warehouseId, price: 5000, stock: 5 });
    await editCart(app, buyer, { itemId: product.itemId, productStock: 1 });
    const ids = await cartIds(app, buyer);
    const cases: [Record<string, string>, string][] = [
      [{ receiptOrgName: '새빛교회' }, receiptOrganisationMessages.numberRequired],
      [{ receiptOrgNumber: '123-82-12345' }, receiptOrganisationMessages.nameRequired],
      [{ ...church, receiptOrgNumber: '123-82-1234' }, receiptOrganisationMessages.numberInvalid],
      [{ ...church, receiptOrgNumber: '123-82-1234a' }, receiptOrganisationMessages.numberInvalid],
    ];
    for (const [fields, message] of cases) {
      const body = orderBody(ids, fields);
      const refused = await placeOrder(app, buyer, body);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().message).toBe(message);
      const stored = await app.db.select().from(mallOrders).where(eq(mallOrders.orderKey, body.orderKey));
      expect(stored).toHaveLength(0);
    }
    // The recipient comes first on the page, so its problem is told first.
    const both = await placeOrder(
      app,
      buyer,
      orderBody(ids, { receiptOrgName: '새빛교회', shippingName: '' }),
    );
    expect(both.json().message).toBe(orderMessages.recipientName);
  });

  it('keeps the organisation with the order, shows it on the buyer’s and the administrator’s detail and in the Excel', async () => {
    const product = await createProduct(app.db, {
      warehouseId,
      price: 8000,
      stock: 5,
      title: '교회 주문 교재',
    });
    const oid = await buyItems(app, buyer, [{ itemId: product.itemId, productStock: 2 }], {
      receiptOrgName: ' 새빛교회 ',
      receiptOrgNumber: '123 82 12345',
    });
    const detail = await app.inject({
      method: 'GET',
      url: `/new_api/customer/order/v2/order-result/${oid}`,
      headers: { cookie: buyer },
    });
    expect(detail.json().data.receiptOrganisation).toEqual({ name: '새빛교회', number: '123-82-12345' });
    const adminDetail = await app.inject({
      method: 'GET',
      url: `/api/admin/mall/orders/${oid}`,
      headers: { cookie: admin },
    });
    expect(adminDetail.json().contents.receiptOrganisation).toEqual({
      name: '새빛교회',
      number: '123-82-12345',
    });

    const excel = await app.inject({
      method: 'GET',
      url: `/api/admin/mall/orders/excel?searchType=oid&searchText=${oid}`,
      headers: { cookie: admin },
    });
    const { cell } = await readExportedSheet(excel.rawPayload);
    expect(cell('영수증 단체명')).toBe('새빛교회');
    expect(cell('영수증 등록번호')).toBe('123-82-12345');
  });

  it('an order without one keeps none', async () => {
    const product = await createProduct(app.db, { warehouseId, price: 1000, stock: 5 });
    const oid = await buyItems(app, buyer, [{ itemId: product.itemId, productStock: 1 }]);
    const [order] = await app.db.select().from(mallOrders).where(eq(mallOrders.oid, oid));
    expect(order).toMatchObject({ receiptOrgName: null, receiptOrgNumber: null });
  });
});

describe('the 거래명세서 of an order', () => {
  it('splits each line by its tax type, adds the delivery fee and totals what the order cost', async () => {
    const book = await createProduct(app.db, { warehouseId, price: 11_000, stock: 5, title: '면세 교재' });
    const goods = await createProduct(app.db, {
      warehouseId,
      price: 5500,
      stock: 5,
      title: '과세 문구',
      taxType: 'TAXABLE',
    });
    const content = await createContent(app.db, { price: 2200 });
    const oid = await buyItems(
      app,
      buyer,
      [
        { itemId: book.itemId, productStock: 2 },
        { itemId: goods.itemId, productStock: 1 },
        { itemId: content.itemId },
      ],
      church,
    );
    const response = await app.inject({
      method: 'GET',
      url: `/api/admin/mall/orders/${oid}/statement`,
      headers: { cookie: admin },
    });
    expect(response.statusCode, response.body).toBe(200);
    const statement = response.json().contents;
    expect(statement.supplier.organisation).toBeTruthy();
    expect(statement.supplier.businessNumber).toMatch(/^\d{3}-\d{2}-\d{5}$/);
    expect(statement.buyer).toMatchObject({
      name: '새빛교회',
      businessNumber: '123-82-12345',
      contactName: '김주문',
    });
    const byName = (name: string) =>
      statement.lines.find((line: { name: string }) => line.name.startsWith(name));
    expect(byName('면세 교재')).toMatchObject({
      taxType: 'EXEMPT',
      quantity: 2,
      unitPrice: 11_000,
      amount: 22_000,
      supplyAmount: 22_000,
      vat: 0,
    });
    expect(byName('과세 문구')).toMatchObject({
      taxType: 'TAXABLE',
      amount: 5500,
      supplyAmount: 5000,
      vat: 500,
    });
    expect(byName('테스트 콘텐츠')).toMatchObject({ taxType: 'TAXABLE', amount: 2200, vat: 200 });
    // The shipment holds a taxable item: its fee is taxed with it.
    expect(byName('배송비')).toMatchObject({ kind: 'DELIVERY', taxType: 'TAXABLE', amount: 3300, vat: 300 });
    const [order] = await app.db.select().from(mallOrders).where(eq(mallOrders.oid, oid));
    expect(statement.totals).toEqual({
      amount: order?.totalPaidAmount,
      supplyAmount: 22_000 + 5000 + 2000 + 3000,
      vat: 500 + 200 + 300,
      taxableAmount: 5500 + 2200 + 3300,
      exemptAmount: 22_000,
    });
    expect(statement.totals.amount).toBe(22_000 + 5500 + 2200 + 3300);
  });

  it('names the orderer when no organisation was given, and an exempt shipment’s fee carries no tax', async () => {
    const book = await createProduct(app.db, { warehouseId, price: 7000, stock: 5 });
    const oid = await buyItems(app, buyer, [{ itemId: book.itemId, productStock: 1 }]);
    const statement = (
      await app.inject({
        method: 'GET',
        url: `/new_api/customer/order/v2/statement/${oid}`,
        headers: { cookie: buyer },
      })
    ).json().data;
    expect(statement.buyer).toMatchObject({ name: '김주문', businessNumber: null });
    expect(statement.lines.at(-1)).toMatchObject({ kind: 'DELIVERY', taxType: 'EXEMPT', vat: 0 });
    expect(statement.totals).toMatchObject({ amount: 10_300, vat: 0 });
  });

  it('is the administration’s for any order and the buyer’s only for their own paid order', async () => {
    const book = await createProduct(app.db, { warehouseId, price: 4000, stock: 5 });
    const paid = await buyItems(app, buyer, [{ itemId: book.itemId, productStock: 1 }]);
    const { cookie: stranger } = await logInAs(app, await createMember(app.db));
    const ask = (url: string, cookie?: string) =>
      app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
    expect((await ask(`/new_api/customer/order/v2/statement/${paid}`, stranger)).statusCode).toBe(404);
    expect((await ask(`/new_api/customer/order/v2/statement/${paid}`)).statusCode).toBe(401);
    expect((await ask(`/api/admin/mall/orders/${paid}/statement`, buyer)).statusCode).toBe(403);
    expect((await ask(`/api/admin/mall/orders/${paid}/statement`)).statusCode).toBe(401);

    await editCart(app, buyer, { itemId: book.itemId, productStock: 1 });
    const unpaid = (await placeOrder(app, buyer, orderBody(await cartIds(app, buyer)))).json().data.oid;
    const refused = await ask(`/new_api/customer/order/v2/statement/${unpaid}`, buyer);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('결제가 끝난 주문만 거래명세서를 출력할 수 있습니다.');
    expect((await ask(`/api/admin/mall/orders/${unpaid}/statement`, admin)).statusCode).toBe(200);
  });
});
