import { pendingRequestShipMessage, trackingUrl } from '@edu/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readExportedSheet } from '../../test/excel-sheet';
import { createMember } from '../../test/factories';
import { logInAs } from '../../test/log-in-as';
import { createContent, createProduct, createWarehouse } from '../../test/mall-factories';
import { askRefund, buyItems, cartIds, editCart, orderBody, placeOrder } from '../../test/mall-flow';
import { createTestApp, type TestApp } from '../../test/test-app';
import { mallWarehouses } from './catalog/catalog.tables';

let app: TestApp;
let buyer: string;
let admin: string;

beforeAll(async () => {
  app = await createTestApp();
  ({ cookie: buyer } = await logInAs(
    app,
    await createMember(app.db, { name: '박구매', phone: '01077778888' }),
  ));
  ({ cookie: admin } = await logInAs(app, await createMember(app.db, { level: 10 })));
});
afterAll(() => app.dispose());

const call = (method: 'GET' | 'PUT', url: string, payload?: Record<string, unknown>, who = admin) =>
  app.inject({ method, url, headers: { cookie: who }, ...(payload && { payload }) });

describe('the mall’s order administration', () => {
  it('lists and searches orders, shows one, and moves a line from ready to shipped to delivered, telling the buyer once', async () => {
    const warehouseId = await createWarehouse(app.db, { fee: 3000, freeOver: 50_000 });
    const product = await createProduct(app.db, {
      warehouseId,
      price: 8000,
      stock: 10,
      title: '성경 퀴즈 카드',
    });
    const oid = await buyItems(app, buyer, [{ itemId: product.itemId, productStock: 2 }]);

    const list = (await call('GET', '/api/admin/mall/orders?searchType=buyer&searchText=김주')).json()
      .contents;
    const row = list.list.find((candidate: { oid: string }) => candidate.oid === oid);
    expect(row).toMatchObject({ orderStatus: 'ORDER_DONE', toShip: 1, shipped: 0, totalPaidAmount: 19_000 });
    const byOid = (
      await call('GET', `/api/admin/mall/orders?searchType=oid&searchText=${oid.slice(-6)}`)
    ).json().contents;
    expect(byOid.list.map((candidate: { oid: string }) => candidate.oid)).toEqual([oid]);
    const toShip = (await call('GET', '/api/admin/mall/orders?toShip=Y')).json().contents;
    expect(toShip.list.some((candidate: { oid: string }) => candidate.oid === oid)).toBe(true);

    const detail = (await call('GET', `/api/admin/mall/orders/${oid}`)).json().contents;
    expect(detail.member.name).toBe('박구매');
    // The provider's receipt of the buyer's payment, for the administrator only.
    const [paid] = detail.paymentList;
    expect(paid).toMatchObject({ receipt: true });
    const receipt = await call('GET', `/api/admin/mall/receipt/${paid.oid}`);
    expect(receipt.statusCode).toBe(302);
    expect(receipt.headers.location).toContain(paid.tid);
    expect((await call('GET', `/api/admin/mall/receipt/${paid.oid}`, undefined, buyer)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/mall/receipt/no-such-oid')).statusCode).toBe(404);
    const line = detail.deliveryList[0].orderProductList[0];
    expect(line.deliveryStatus).toBe('READY');

    const deliver = (payload: Record<string, unknown>) =>
      call('PUT', `/api/admin/mall/order-items/${line.orderItemId}/delivery`, payload);
    expect((await deliver({ deliveryStatus: 'DELIVERED' })).statusCode).toBe(409);
    expect((await deliver({ deliveryStatus: 'START', invoiceNumber: '123456789012' })).json().err_msg).toBe(
      '택배사를 선택해 주세요.',
    );
    expect(
      (await deliver({ deliveryStatus: 'START', deliveryCompany: 'CJ대한통운', invoiceNumber: 'abc' }))
        .statusCode,
    ).toBe(400);
    const shipped = await deliver({
      deliveryStatus: 'START',
      deliveryCompany: 'CJ대한통운',
      invoiceNumber: '1234-5678-9012',
    });
    expect(shipped.json().contents).toMatchObject({
      deliveryStatus: 'START',
      invoiceNumber: '1234-5678-9012',
      trackingUrl: 'https://trace.cjlogistics.com/next/tracking.html?wblNo=1234-5678-9012',
    });
    // A corrected invoice does not tell the buyer again.
    expect(
      (await deliver({ deliveryStatus: 'START', deliveryCompany: '한진택배', invoiceNumber: '987654321098' }))
        .statusCode,
    ).toBe(200);
    expect((await deliver({ deliveryStatus: 'DELIVERED' })).json().contents.deliveryStatus).toBe('DELIVERED');

    const told = await app.outbox({ template: 'mall_shipped' });
    const mine = told.filter((message) => message.recipient === '01022223333' && message.text.includes(oid));
    expect(mine).toHaveLength(1);
    expect(mine[0]?.text).toContain('https://trace.cjlogistics.com/next/tracking.html?wblNo=1234-5678-9012');
    const audited = (await app.auditEntries()).at(-1);
    expect(audited).toMatchObject({ action: 'mall.delivery.delivered', target: `mall-order:${oid}` });

    const seen = (
      await call('GET', `/new_api/customer/order/v2/order-result/${oid}`, undefined, buyer)
    ).json().data;
    expect(seen.deliveryList[0].orderProductList[0]).toMatchObject({
      deliveryStatus: 'DELIVERED',
      deliveryCompany: '한진택배',
      invoiceNumber: '987654321098',
    });
  });

  it('exports orders one row per product line, and ships from the export filled in, reporting refused rows', async () => {
    const warehouseId = await createWarehouse(app.db, { fee: 3000, freeOver: 50_000 });
    const a = await createProduct(app.db, { warehouseId, price: 7000, stock: 10, title: '암송 카드' });
    const b = await createProduct(app.db, { warehouseId, price: 9000, stock: 10, title: '색칠 공부' });
    const oid = await buyItems(app, buyer, [
      { itemId: a.itemId, productStock: 1 },
      { itemId: b.itemId, productStock: 1 },
    ]);
    const exported = await call('GET', `/api/admin/mall/orders/excel?searchType=oid&searchText=${oid}`);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toContain('filename*=UTF-8');
    const sheet = await readExportedSheet(exported.rawPayload);
    expect(sheet.rowCount).toBe(3);
    expect(sheet.cell('주문번호', 2)).toBe(oid);
    expect(sheet.cell('주소', 2)).toBe('서울 강남구 테헤란로 123');

    // The first line gets a good invoice, the second an unknown courier; a row for a line that does not exist.
    sheet.set(2, '택배사', '로젠택배');
    sheet.set(2, '송장번호', '44556677889');
    sheet.set(3, '택배사', '비둘기택배');
    sheet.set(3, '송장번호', '11223344556');
    sheet.addRow(
      sheet.header.map((name) =>
        name === '주문상품번호'
          ? 999_999
          : name === '택배사'
            ? 'CJ대한통운'
            : name === '송장번호'
              ? '12345678'
              : '',
      ),
    );
    const filled = await sheet.toBuffer();

    const upload = async (data: Buffer, who = admin) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(data)]), 'orders.xlsx');
      const request = new Request('http://localhost/', { method: 'POST', body: form });
      return app.inject({
        method: 'POST',
        url: '/api/admin/mall/invoices',
        headers: { cookie: who, 'content-type': request.headers.get('content-type') ?? '' },
        payload: Buffer.from(await request.arrayBuffer()),
      });
    };
    expect((await upload(Buffer.from('not a spreadsheet'))).json().err_msg).toBe(
      '엑셀 파일(.xlsx)만 올릴 수 있습니다.',
    );
    expect((await upload(filled, buyer)).statusCode).toBe(403);
    const report = (await upload(filled)).json().contents;
    expect(report).toMatchObject({ shipped: 1, refused: 2 });
    expect(report.rows).toEqual([
      expect.objectContaining({ row: 2, ok: true }),
      expect.objectContaining({ row: 3, ok: false, message: '택배사를 알 수 없습니다: 비둘기택배' }),
      expect.objectContaining({ row: 4, ok: false, message: '주문 상품을 찾을 수 없습니다.' }),
    ]);
    const lines = (await call('GET', `/api/admin/mall/orders/${oid}`)).json().contents.deliveryList[0]
      .orderProductList;
    expect(lines.map((line: { deliveryStatus: string }) => line.deliveryStatus)).toEqual(['START', 'READY']);
  });

  it('counts each order’s own lines in the 배송 column: none for contents only or an unpaid order', async () => {
    const { cookie: another } = await logInAs(app, await createMember(app.db));
    const warehouseId = await createWarehouse(app.db, { fee: 3000, freeOver: 50_000 });
    const a = await createProduct(app.db, { warehouseId, price: 4000, stock: 20, title: '말씀 카드' });
    const b = await createProduct(app.db, { warehouseId, price: 5000, stock: 20, title: '성경 책갈피' });
    const twoReady = await buyItems(app, another, [
      { itemId: a.itemId, productStock: 1 },
      { itemId: b.itemId, productStock: 1 },
    ]);
    const oneShipped = await buyItems(app, another, [
      { itemId: a.itemId, productStock: 1 },
      { itemId: b.itemId, productStock: 1 },
    ]);
    const shippedLine = (await call('GET', `/api/admin/mall/orders/${oneShipped}`)).json().contents
      .deliveryList[0].orderProductList[0].orderItemId;
    const shipped = await call('PUT', `/api/admin/mall/order-items/${shippedLine}/delivery`, {
      deliveryStatus: 'START',
      deliveryCompany: '롯데택배',
      invoiceNumber: '246813579024',
    });
    expect(shipped.statusCode).toBe(200);
    const contentOnly = await buyItems(app, another, [
      { itemId: (await createContent(app.db, { price: 2000 })).itemId },
    ]);
    await editCart(app, another, { itemId: a.itemId, productStock: 1 });
    const placed = await placeOrder(app, another, orderBody(await cartIds(app, another)));
    const unpaid: string = placed.json().data.oid;

    const countsOf = async (oid: string) => {
      const [row] = (await call('GET', `/api/admin/mall/orders?searchType=oid&searchText=${oid}`)).json()
        .contents.list;
      return { orderStatus: row.orderStatus, toShip: row.toShip, shipped: row.shipped };
    };
    expect(await countsOf(twoReady)).toEqual({ orderStatus: 'ORDER_DONE', toShip: 2, shipped: 0 });
    expect(await countsOf(oneShipped)).toEqual({ orderStatus: 'ORDER_DONE', toShip: 1, shipped: 1 });
    expect(await countsOf(contentOnly)).toEqual({ orderStatus: 'ORDER_DONE', toShip: 0, shipped: 0 });
    expect(await countsOf(unpaid)).toEqual({ orderStatus: 'PAY_WAIT', toShip: 0, shipped: 0 });
  });

  it('opens a line’s 발송 form with its warehouse’s courier however it was typed, and fills it in the export', async () => {
    const warehouseId = await createWarehouse(app.db, { fee: 3000, freeOver: 50_000 });
    const courierIs = (deliveryCompany: string) =>
      app.db.update(mallWarehouses).set({ deliveryCompany }).where(eq(mallWarehouses.id, warehouseId));
    await courierIs('CJ 대한통운');
    const product = await createProduct(app.db, {
      warehouseId,
      price: 6000,
      stock: 10,
      title: '주일 출석부',
    });
    const oid = await buyItems(app, buyer, [{ itemId: product.itemId, productStock: 1 }]);
    const shippingOf = async () =>
      (await call('GET', `/api/admin/mall/orders/${oid}`)).json().contents.lineShipping;
    const [line] = await shippingOf();
    expect(line).toMatchObject({ defaultCourier: 'CJ대한통운', pendingRequest: null });

    // The warehouse now ships by another courier: a line not yet shipped goes with it.
    await courierIs('우체국');
    expect((await shippingOf())[0].defaultCourier).toBe('우체국택배');
    const exported = await call('GET', `/api/admin/mall/orders/excel?searchType=oid&searchText=${oid}`);
    const { cell } = await readExportedSheet(exported.rawPayload);
    expect([cell('택배사'), cell('송장번호')]).toEqual(['우체국택배', '']);
    await courierIs('직접 배송');
    expect((await shippingOf())[0].defaultCourier).toBe('CJ대한통운');
  });

  it('says a line with a cancellation waiting must not ship, and refuses to ship it until it is decided', async () => {
    const warehouseId = await createWarehouse(app.db, { fee: 3000, freeOver: 50_000 });
    const a = await createProduct(app.db, { warehouseId, price: 7000, stock: 10, title: '색연필 세트' });
    const b = await createProduct(app.db, { warehouseId, price: 3000, stock: 10, title: '이름표' });
    const oid = await buyItems(app, buyer, [
      { itemId: a.itemId, productStock: 1 },
      { itemId: b.itemId, productStock: 1 },
    ]);
    const detail = async () => (await call('GET', `/api/admin/mall/orders/${oid}`)).json().contents;
    const [first, second] = (await detail()).deliveryList[0].orderProductList.map(
      (line: { orderItemId: number }) => line.orderItemId,
    );
    const refundId = await askRefund(app, buyer, oid, { refundType: 'CANCEL', lines: [first] });
    expect((await detail()).lineShipping).toEqual([
      expect.objectContaining({ orderItemId: first, pendingRequest: 'CANCEL' }),
      expect.objectContaining({ orderItemId: second, pendingRequest: null }),
    ]);
    const ship = (orderItemId: number) =>
      call('PUT', `/api/admin/mall/order-items/${orderItemId}/delivery`, {
        deliveryStatus: 'START',
        deliveryCompany: 'CJ대한통운',
        invoiceNumber: '135792468013',
      });
    const refused = await ship(first);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().err_msg).toBe(pendingRequestShipMessage('CANCEL'));
    expect((await detail()).deliveryList[0].orderProductList[0].deliveryStatus).toBe('READY');

    // Denied, the request no longer holds the line back.
    const denied = await app.inject({
      method: 'POST',
      url: `/api/admin/mall/refunds/${refundId}/deny`,
      headers: { cookie: admin },
      payload: { reason: '이미 포장을 마쳤습니다.' },
    });
    expect(denied.statusCode).toBe(200);
    expect((await detail()).lineShipping[0].pendingRequest).toBeNull();
    expect((await ship(first)).statusCode).toBe(200);
  });

  it('hides a review from the item page with its reason kept, and shows it again', async () => {
    const content = await createContent(app.db, { price: 3000 });
    const oid = await buyItems(app, buyer, [{ itemId: content.itemId }]);
    const [line] = (
      await call('GET', `/new_api/customer/order/v2/order-result/${oid}`, undefined, buyer)
    ).json().data.contentList;
    const saved = await app.inject({
      method: 'POST',
      url: '/new_api/review/edit',
      headers: { cookie: buyer },
      payload: {
        orderItemId: line.orderItemId,
        rating: 1,
        reviewTitle: '광고 링크가 있는 리뷰',
        reviewDescription: '<p>내용</p>',
      },
    });
    const reviewId = saved.json().data.reviewId as number;
    const onItem = async () =>
      (await app.inject({ method: 'GET', url: `/new_api/review/list?itemId=${content.itemId}` })).json().data
        .pageInfo.total;
    expect(await onItem()).toBe(1);

    const visibility = (payload: Record<string, unknown>) =>
      call('PUT', `/api/admin/mall/reviews/${reviewId}/visibility`, payload);
    expect((await visibility({ hidden: true })).json().err_msg).toBe('숨김 사유를 입력해 주세요.');
    expect((await visibility({ hidden: true, reason: '광고성 링크' })).statusCode).toBe(200);
    expect((await visibility({ hidden: true, reason: '다시' })).statusCode).toBe(409);
    expect(await onItem()).toBe(0);
    expect((await app.inject({ method: 'GET', url: `/new_api/review/${reviewId}` })).statusCode).toBe(404);
    const hidden = (await call('GET', '/api/admin/mall/reviews?hidden=Y&searchText=광고 링크')).json()
      .contents.list;
    expect(hidden.find((row: { reviewId: number }) => row.reviewId === reviewId)).toMatchObject({
      hidden: true,
      hiddenReason: '광고성 링크',
    });
    expect(
      (await call('PUT', `/api/admin/mall/reviews/${reviewId}/visibility`, { hidden: false }, buyer))
        .statusCode,
    ).toBe(403);
    expect((await visibility({ hidden: false })).statusCode).toBe(200);
    expect(await onItem()).toBe(1);
    const shown = (await call('GET', '/api/admin/mall/reviews?hidden=N')).json().contents.list;
    expect(shown.find((row: { reviewId: number }) => row.reviewId === reviewId)).toMatchObject({
      hidden: false,
      hiddenReason: '광고성 링크',
    });
  });

  it('counts the day’s takings, sales per category, goods to ship and open requests from real orders', async () => {
    const before = (await call('GET', '/api/admin/mall/dashboard')).json().contents;
    const warehouseId = await createWarehouse(app.db, { fee: 3000, freeOver: 50_000 });
    const product = await createProduct(app.db, { warehouseId, price: 10_000, stock: 10 });
    await buyItems(app, buyer, [{ itemId: product.itemId, productStock: 2 }]);
    const after = (await call('GET', '/api/admin/mall/dashboard')).json().contents;
    expect(after.daily).toHaveLength(30);
    const today = after.daily.at(-1);
    expect(today.paid - before.daily.at(-1).paid).toBe(23_000);
    expect(today.net - before.daily.at(-1).net).toBe(23_000);
    const category = (figures: { byCategory: { categoryId: number; sold: number }[] }) =>
      figures.byCategory.find((row) => row.categoryId === 9000)?.sold ?? 0;
    expect(category(after) - category(before)).toBe(20_000);
    expect(after.toShip - before.toShip).toBe(1);
    // The order counts under how it was paid (a card here), every way listed.
    const paidWith = (figures: { byPayMethod: { method: string; label: string; count: number }[] }) =>
      Object.fromEntries(figures.byPayMethod.map((row) => [row.label, row.count]));
    expect(Object.keys(paidWith(after))).toEqual([
      '신용카드',
      '카카오페이',
      '네이버페이',
      '실시간 계좌이체',
      '가상계좌',
      '무료',
    ]);
    const counted = (figures: typeof after, label: string) => paidWith(figures)[label] ?? 0;
    expect(counted(after, '신용카드') - counted(before, '신용카드')).toBe(1);
    expect(counted(after, '가상계좌')).toBe(counted(before, '가상계좌'));
  });

  it('creates and changes warehouses and brands, and a changed fee applies to carts from then on', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/mall/warehouses',
      headers: { cookie: admin },
      payload: {
        name: '대전 창고',
        deliveryCompany: '우체국택배',
        deliveryFee: 2500,
        deliveryFreeOption: 20_000,
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const warehouseId = created.json().contents.warehouseId as number;
    const product = await createProduct(app.db, { warehouseId, price: 5000, stock: 10 });
    await app.inject({
      method: 'POST',
      url: '/new_api/customer/cart/v2/edit',
      headers: { cookie: buyer },
      payload: { itemId: product.itemId, productStock: 1 },
    });
    const fee = async () =>
      (await call('GET', '/new_api/customer/cart/v2/list', undefined, buyer))
        .json()
        .data.productInfo.warehouses.find((row: { warehouseId: number }) => row.warehouseId === warehouseId)
        .productOrderDeliveryFee;
    expect(await fee()).toBe(2500);
    const changed = await call('PUT', `/api/admin/mall/warehouses/${warehouseId}`, {
      name: '대전 창고',
      deliveryCompany: '우체국택배',
      deliveryFee: 2500,
      deliveryFreeOption: 4000,
    });
    expect(changed.statusCode).toBe(200);
    expect(await fee()).toBe(0);
    expect(
      (
        await call('PUT', '/api/admin/mall/warehouses/999999', {
          name: 'x',
          deliveryCompany: 'y',
          deliveryFee: 1,
          deliveryFreeOption: 1,
        })
      ).statusCode,
    ).toBe(404);
    const listed = (await call('GET', '/api/admin/mall/warehouses')).json().contents;
    expect(listed.find((row: { warehouseId: number }) => row.warehouseId === warehouseId)).toMatchObject({
      items: 1,
      deliveryFreeOption: 4000,
    });

    const brand = await app.inject({
      method: 'POST',
      url: '/api/admin/mall/brands',
      headers: { cookie: admin },
      payload: { name: '  ' },
    });
    expect(brand.json().err_msg).toBe('브랜드 이름을 입력해 주세요.');
    const made = await app.inject({
      method: 'POST',
      url: '/api/admin/mall/brands',
      headers: { cookie: admin },
      payload: { name: '새 출판사' },
    });
    const brandId = made.json().contents.brandId as number;
    expect(
      (await call('PUT', `/api/admin/mall/brands/${brandId}`, { name: '새 출판사 (개명)' })).statusCode,
    ).toBe(200);
    const brands = (await call('GET', '/api/admin/mall/brands')).json().contents;
    expect(brands.find((row: { brandId: number }) => row.brandId === brandId)).toMatchObject({
      name: '새 출판사 (개명)',
      items: 0,
    });
  });

  it('refuses members who are not administrators', async () => {
    expect((await call('GET', '/api/admin/mall/orders', undefined, buyer)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/admin/mall/orders' })).statusCode).toBe(401);
  });

  it('knows the tracking pages of the common couriers', () => {
    expect(trackingUrl('우체국택배', '6012345678901')).toBe(
      'https://service.epost.go.kr/trace.RetrieveDomRigiTraceList.comm?sid1=6012345678901',
    );
    expect(trackingUrl('알 수 없는 택배', '1')).toBeNull();
  });
});
