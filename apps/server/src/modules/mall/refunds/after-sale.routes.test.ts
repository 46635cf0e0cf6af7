import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories';
import { logInAs } from '../../../test/log-in-as';
import {
  createContent,
  createProduct,
  createWarehouse,
  setDeliveryStatus,
} from '../../../test/mall-factories';
import { buyItems, cartIds, editCart, extraPayBody, orderBody, placeOrder } from '../../../test/mall-flow';
import { decideInSimulator } from '../../../test/payment-flow';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { mallOrders } from '../orders/orders.tables';

let app: TestApp;
let cookie: string;
let otherCookie: string;
let adminCookie: string;

beforeAll(async () => {
  app = await createTestApp();
  ({ cookie } = await logInAs(app, await createMember(app.db, { phone: '01033334444' })));
  ({ cookie: otherCookie } = await logInAs(app, await createMember(app.db)));
  ({ cookie: adminCookie } = await logInAs(app, await createMember(app.db, { level: 10 })));
});
afterAll(() => app.dispose());

const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#3366ff' } })
    .png()
    .toBuffer();

/** A paid order of two product lines; answers its oid and its product line ids. */
async function paidGoods() {
  const warehouseId = await createWarehouse(app.db, { fee: 3000, freeOver: 50_000 });
  const a = await createProduct(app.db, { warehouseId, price: 8000, stock: 20 });
  const b = await createProduct(app.db, { warehouseId, price: 6000, stock: 20 });
  const oid = await buyItems(app, cookie, [
    { itemId: a.itemId, productStock: 1 },
    { itemId: b.itemId, productStock: 2 },
  ]);
  const detail = (await orderDetail(oid)).json().data;
  const lines = detail.deliveryList[0].orderProductList.map(
    (line: { orderItemId: number }) => line.orderItemId,
  );
  return { oid, lines: lines as number[] };
}
const orderDetail = (oid: string, who = cookie) =>
  app.inject({
    method: 'GET',
    url: `/new_api/customer/order/v2/order-result/${oid}`,
    headers: { cookie: who },
  });

/** POST /new_api/customer/refund/new as the page sends it: the JSON part and photos. */
async function askRefund(json: Record<string, unknown>, photos: Buffer[] = [], who = cookie) {
  const form = new FormData();
  form.append('refund', JSON.stringify(json));
  for (const photo of photos) form.append('images', new Blob([new Uint8Array(photo)]), 'photo.png');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return app.inject({
    method: 'POST',
    url: '/new_api/customer/refund/new',
    headers: { cookie: who, 'content-type': request.headers.get('content-type') ?? '' },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

const sales = async (oid: string) =>
  (
    await app.inject({ method: 'GET', url: `/new_api/order/v2/sales/detail/${oid}`, headers: { cookie } })
  ).json().data;

const withdraw = async (oid: string) => {
  const [refund] = (await sales(oid)).refundList;
  await app.inject({
    method: 'POST',
    url: `/new_api/customer/refund/${refund.refundId}/withdraw`,
    headers: { cookie },
  });
};

describe('exchange, return and cancellation requests', () => {
  it('checks in the spec’s order, waits visibly, and can be withdrawn while it waits', async () => {
    const { oid, lines } = await paidGoods();
    await setDeliveryStatus(app.db, lines, 'START');
    const full = {
      oid,
      refundType: 'PAYBACK',
      reasonType: 'DAMAGE',
      refundAll: false,
      refundItemList: [{ orderProductId: lines[1], fullRefunded: true }],
      title: '포장이 찢어져 왔습니다',
      reasonDetail: '두 권 중 한 권의 표지가 찢어졌습니다.',
    };
    const message = async (json: Record<string, unknown>) => (await askRefund(json)).json().message;
    expect(await message({ ...full, refundType: '', refundItemList: [], title: '' })).toBe(
      '구분을 선택해 주세요.',
    );
    expect(await message({ ...full, refundItemList: [], title: '' })).toBe('상품을 선택해 주세요.');
    expect(await message({ ...full, title: ' ', reasonType: '' })).toBe('제목을 입력해 주세요.');
    expect(await message({ ...full, reasonType: '' })).toBe('사유를 선택해 주세요.');
    const notImage = await askRefund(full, [Buffer.from('not an image at all')]);
    expect(notImage.statusCode).toBe(400);
    expect((await sales(oid)).refundList).toEqual([]);

    const made = await askRefund(full, [await png()]);
    expect(made.json()).toMatchObject({ code: '200', message: '신청이 완료되었습니다. 검토 후 처리됩니다.' });
    const [refund] = (await sales(oid)).refundList;
    expect(refund).toMatchObject({
      refundType: 'PAYBACK',
      method: 'PART',
      refundStatus: 'REFUND_REQUESTED',
      withdrawable: true,
    });
    expect(refund.items).toEqual([expect.objectContaining({ orderProductId: lines[1], quantity: 2 })]);
    expect(refund.images[0]).toMatch(/^\/uploads\/mall\/refunds\/.+\.png$/);
    expect((await orderDetail(oid)).json().data.orderStatus).toBe('REFUND_WAIT');
    // One request waits at a time.
    expect((await askRefund({ ...full, refundAll: true })).statusCode).toBe(409);

    const theirs = await app.inject({
      method: 'POST',
      url: `/new_api/customer/refund/${refund.refundId}/withdraw`,
      headers: { cookie: otherCookie },
    });
    expect(theirs.statusCode).toBe(400);
    const withdrawn = await app.inject({
      method: 'POST',
      url: `/new_api/customer/refund/${refund.refundId}/withdraw`,
      headers: { cookie },
    });
    expect(withdrawn.json().message).toBe('신청을 철회했습니다.');
    expect((await sales(oid)).refundList[0]).toMatchObject({
      refundStatus: 'REFUND_REQUEST_CANCEL',
      withdrawable: false,
    });
    expect((await orderDetail(oid)).json().data.orderStatus).toBe('ORDER_DONE');
    expect((await askRefund({ ...full, refundAll: true, refundItemList: [] })).json().code).toBe('200');
    expect((await sales(oid)).refundList[0]).toMatchObject({ method: 'ALL' });
  });

  it('asks for some units of a line (as many as are left), cancels goods still prepared and returns shipped ones', async () => {
    const { oid, lines } = await paidGoods();
    const second = lines[1] as number; // 2 units
    const ask = (refundType: string, quantity: number | undefined, extra: Record<string, unknown> = {}) =>
      askRefund({
        oid,
        refundType,
        reasonType: 'MIND_CHANGE',
        refundItemList: [{ orderProductId: second, quantity }],
        title: '하나만 돌려보냅니다',
        ...extra,
      });
    const message = async (answer: Promise<{ json: () => { message: string } }>) =>
      (await answer).json().message;

    expect(await message(ask('PAYBACK', 1))).toBe(
      '배송 준비 중인 상품은 반품·교환이 아니라 취소로 신청해 주세요.',
    );
    expect(await message(ask('EXCHANGE', 1))).toBe(
      '배송 준비 중인 상품은 반품·교환이 아니라 취소로 신청해 주세요.',
    );
    expect(await message(ask('CANCEL', 3))).toBe('신청 수량은 1개부터 남은 수량까지 고를 수 있습니다.');
    expect(await message(ask('CANCEL', 0))).toBe('신청 수량은 1개부터 남은 수량까지 고를 수 있습니다.');
    expect(await message(ask('CANCEL', 1, { refundAccountNumber: '국민 123-45' }))).toBe(
      '계좌번호는 숫자와 하이픈(-)만 입력해 주세요.',
    );
    expect((await sales(oid)).refundList).toEqual([]);

    const cancel = await ask('CANCEL', 1, { refundAccountNumber: '123-456-7890' });
    expect(cancel.json().code, cancel.body).toBe('200');
    expect((await sales(oid)).refundList[0].items).toEqual([
      expect.objectContaining({ orderProductId: second, quantity: 1 }),
    ]);
    await withdraw(oid);

    await setDeliveryStatus(app.db, [second], 'START');
    expect(await message(ask('CANCEL', 1))).toBe(
      '이미 발송된 상품은 취소할 수 없습니다. 반품이나 교환으로 신청해 주세요.',
    );
    expect((await ask('PAYBACK', 2)).json().code).toBe('200');
    expect((await sales(oid)).refundList[0]).toMatchObject({
      refundType: 'PAYBACK',
      items: [expect.objectContaining({ quantity: 2 })],
    });
  });

  it('answers 032 while a virtual account waits for its deposit, and 404 for another member’s order', async () => {
    const warehouseId = await createWarehouse(app.db, { fee: 3000, freeOver: 50_000 });
    const product = await createProduct(app.db, { warehouseId, price: 8000, stock: 5 });
    await editCart(app, cookie, { itemId: product.itemId, productStock: 1 });
    const placed = (
      await placeOrder(app, cookie, orderBody(await cartIds(app, cookie), { gopaymethod: 'VBank' }))
    ).json().data;
    await decideInSimulator(app, { device: 'pc', fields: placed.form.fields, decision: 'approve' });
    const json = {
      oid: placed.oid,
      refundType: 'CANCEL',
      reasonType: 'MIND_CHANGE',
      refundAll: true,
      title: '취소합니다',
    };
    const waiting = await askRefund(json);
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json()).toMatchObject({
      code: '032',
      message: '입금 대기 중에는 취소·반품·교환을 신청할 수 없습니다.',
    });
    expect((await askRefund(json, [], otherCookie)).statusCode).toBe(404);
  });
});

describe('reviews', () => {
  it('lets only the buyer review a bought line, once, with photos from the upload, then change and delete it', async () => {
    const content = await createContent(app.db, { price: 3000 });
    const oid = await buyItems(app, cookie, [{ itemId: content.itemId }]);
    const [line] = (await orderDetail(oid)).json().data.contentList;
    const upload = async (data: Buffer) => {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(data)]), 'photo.png');
      const request = new Request('http://localhost/', { method: 'POST', body: form });
      return app.inject({
        method: 'POST',
        url: '/new_api/review/desc-image/new',
        headers: { cookie, 'content-type': request.headers.get('content-type') ?? '' },
        payload: Buffer.from(await request.arrayBuffer()),
      });
    };
    expect((await upload(Buffer.from('<svg></svg>'))).statusCode).toBe(400);
    const photo = (await upload(await png())).json().data.path as string;
    expect(photo).toMatch(/^\/uploads\/mall\/reviews\/.+\.png$/);

    const edit = (body: Record<string, unknown>, who = cookie) =>
      app.inject({ method: 'POST', url: '/new_api/review/edit', headers: { cookie: who }, payload: body });
    const review = {
      orderItemId: line.orderItemId,
      rating: 4,
      reviewTitle: '아이들이 좋아해요',
      reviewDescription: '<p>설교 준비에 큰 도움이 됐습니다.</p><script>alert(1)</script>',
      photoList: [photo],
    };
    for (const rating of [0, 6])
      expect((await edit({ ...review, rating })).json().message).toBe('별점을 1점부터 5점까지 골라 주세요.');
    expect((await edit({ ...review, reviewTitle: ' ' })).json().message).toBe('제목을 입력해 주세요.');
    expect((await edit({ ...review, reviewDescription: '<p> </p>' })).json().message).toBe(
      '내용을 입력해 주세요.',
    );
    expect((await edit({ ...review, photoList: ['https://evil.example/x.png'] })).statusCode).toBe(400);
    expect((await edit(review, otherCookie)).statusCode).toBe(403);
    const saved = await edit(review);
    expect(saved.json()).toMatchObject({ code: '200', message: '리뷰가 등록되었습니다.' });
    const reviewId = saved.json().data.reviewId as number;
    expect((await edit(review)).statusCode).toBe(409);

    const onItem = (
      await app.inject({ method: 'GET', url: `/new_api/review/list?itemId=${content.itemId}` })
    ).json().data;
    expect(onItem.reviewList[0]).toMatchObject({
      reviewId,
      rating: 4,
      reviewTitle: '아이들이 좋아해요',
      photoList: [photo],
    });
    expect(onItem.reviewList[0].reviewDescription).not.toContain('script');
    expect((await orderDetail(oid)).json().data.contentList[0].reviewId).toBe(reviewId);

    const me = (
      await app.inject({ method: 'GET', url: '/new_api/customer/mypage/summary', headers: { cookie } })
    ).json().data;
    const mine = await app.inject({
      method: 'GET',
      url: `/new_api/review/list?memberIdx=${await memberIdxOf(cookie)}`,
      headers: { cookie },
    });
    expect(mine.json().data.reviewList[0]).toMatchObject({ reviewId, oid, itemTitle: expect.any(String) });
    expect(me.reviews).toBeGreaterThanOrEqual(1);
    const notMine = await app.inject({
      method: 'GET',
      url: `/new_api/review/list?memberIdx=${await memberIdxOf(cookie)}`,
      headers: { cookie: otherCookie },
    });
    expect(notMine.statusCode).toBe(403);

    expect((await edit({ ...review, reviewId, reviewTitle: '다시 써요', photoList: [] })).statusCode).toBe(
      200,
    );
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/new_api/review/delete/${reviewId}`,
          headers: { cookie: otherCookie },
        })
      ).statusCode,
    ).toBe(404);
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/new_api/review/delete/${reviewId}`,
      headers: { cookie },
    });
    expect(deleted.json().message).toBe('리뷰가 삭제되었습니다.');
    expect((await app.inject({ method: 'GET', url: `/new_api/review/${reviewId}` })).statusCode).toBe(404);
  });
});

describe('review stars and when goods may be reviewed', () => {
  it('takes a review of goods only once delivered, and shows the stars’ average and count without hidden reviews', async () => {
    const warehouseId = await createWarehouse(app.db, { fee: 3000, freeOver: 50_000 });
    const product = await createProduct(app.db, { warehouseId, price: 8000, stock: 20, title: '별점 교재' });
    const buyLine = async (who: string) => {
      const oid = await buyItems(app, who, [{ itemId: product.itemId, productStock: 1 }]);
      return (await orderDetail(oid, who)).json().data.deliveryList[0].orderProductList[0]
        .orderItemId as number;
    };
    const write = (who: string, orderItemId: number, rating: number) =>
      app.inject({
        method: 'POST',
        url: '/new_api/review/edit',
        headers: { cookie: who },
        payload: { orderItemId, rating, reviewTitle: `별 ${rating}개`, reviewDescription: '<p>좋아요</p>' },
      });
    const mine = await buyLine(cookie);
    for (const status of [null, 'START'] as const) {
      if (status) await setDeliveryStatus(app.db, [mine], status);
      const early = await write(cookie, mine, 5);
      expect(early.statusCode).toBe(403);
      expect(early.json().message).toBe('배송이 완료된 상품에만 리뷰를 쓸 수 있습니다.');
    }
    await setDeliveryStatus(app.db, [mine], 'DELIVERED');
    const mineReview = await write(cookie, mine, 5);
    expect(mineReview.statusCode).toBe(200);
    const delivered = async (who: string) => {
      const line = await buyLine(who);
      await setDeliveryStatus(app.db, [line], 'DELIVERED');
      return line;
    };
    expect((await write(adminCookie, await delivered(adminCookie), 4)).statusCode).toBe(200);
    const hiddenId = (await write(otherCookie, await delivered(otherCookie), 1)).json().data
      .reviewId as number;
    const hide = await app.inject({
      method: 'PUT',
      url: `/api/admin/mall/reviews/${hiddenId}/visibility`,
      headers: { cookie: adminCookie },
      payload: { hidden: true, reason: '광고' },
    });
    expect(hide.statusCode, hide.body).toBe(200);
    // The item page and its card in the list, as the catalogue answers them (it keeps them for 2 s).
    const stars = async () => {
      const item = (
        await app.inject({ method: 'GET', url: `/new_api/customer/item/${product.itemId}` })
      ).json().data;
      const card = (
        await app.inject({ method: 'GET', url: '/new_api/customer/item/list?categoryId=9000&size=60' })
      )
        .json()
        .data.itemList.find((row: { itemId: number }) => row.itemId === product.itemId);
      return [item, card].map(({ ratingAverage, ratingCount }) => ({ ratingAverage, ratingCount }));
    };
    expect(await stars()).toEqual(Array(2).fill({ ratingAverage: 4.5, ratingCount: 2 }));
    const admin = (
      await app.inject({
        method: 'GET',
        url: '/api/admin/mall/reviews?hidden=Y',
        headers: { cookie: adminCookie },
      })
    ).json().contents.list;
    expect(admin.find((row: { reviewId: number }) => row.reviewId === hiddenId)).toMatchObject({ rating: 1 });
    const theirList = await app.inject({
      method: 'GET',
      url: `/new_api/review/list?memberIdx=${await memberIdxOf(otherCookie)}`,
      headers: { cookie: otherCookie },
    });
    expect(
      theirList.json().data.reviewList.find((row: { reviewId: number }) => row.reviewId === hiddenId),
    ).toMatchObject({ hidden: true, rating: 1 });
    // Within the 2 s the catalogue keeps its answers, a review shown again or deleted counts at once on
    // both: the item page never shows other stars than its own review list.
    const show = await app.inject({
      method: 'PUT',
      url: `/api/admin/mall/reviews/${hiddenId}/visibility`,
      headers: { cookie: adminCookie },
      payload: { hidden: false },
    });
    expect(show.statusCode, show.body).toBe(200);
    expect(await stars()).toEqual(Array(2).fill({ ratingAverage: 3.3, ratingCount: 3 }));
    const removed = await app.inject({
      method: 'DELETE',
      url: `/new_api/review/delete/${mineReview.json().data.reviewId}`,
      headers: { cookie },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await stars()).toEqual(Array(2).fill({ ratingAverage: 2.5, ratingCount: 2 }));
  });
});

async function memberIdxOf(who: string): Promise<number> {
  return (await app.inject({ method: 'GET', url: '/api/member/me', headers: { cookie: who } })).json()
    .contents.idx;
}

describe('extra payments', () => {
  it('are asked by an administrator and paid by the buyer through the payment window', async () => {
    const { oid } = await paidGoods();
    const ask = (who: string, body: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: `/api/admin/mall/orders/${oid}/extra`,
        headers: { cookie: who },
        payload: body,
      });
    expect((await ask(cookie, { amount: 3000, reason: '옵션 변경' })).statusCode).toBe(403);
    const created = await ask(adminCookie, { amount: 3000, reason: '교사용으로 변경 차액' });
    expect(created.statusCode, created.body).toBe(200);
    expect((await orderDetail(oid)).json().data.orderStatus).toBe('EXTRA_CREATED');
    expect((await sales(oid)).extraPayment).toMatchObject({
      amount: 3000,
      reason: '교사용으로 변경 차액',
      status: 'EXTRA_CREATED',
    });

    const info = (
      await app.inject({ method: 'GET', url: `/new_api/customer/order/v2/extra/${oid}`, headers: { cookie } })
    ).json().data;
    expect(info).toMatchObject({ amount: 3000, orderName: '김주문', postcode: '06236' });
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/new_api/customer/order/v2/extra/${oid}`,
          headers: { cookie: otherCookie },
        })
      ).statusCode,
    ).toBe(404);
    const pay = (body: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: '/new_api/customer/order/v2/extra/pay/pc',
        headers: { cookie },
        payload: body,
      });
    const filled = extraPayBody(info);
    expect((await pay({ ...filled, buyerEmail: '', shippingPhone: '' })).json().message).toBe(
      '주문자 이메일을 입력해 주세요.',
    );
    expect((await pay({ ...filled, shippingPhone: '' })).json().message).toBe(
      '받는 분 연락처를 입력해 주세요.',
    );
    const opened = await pay({ ...filled, price: 1 });
    expect(opened.statusCode, opened.body).toBe(200);
    const { form } = opened.json().data;
    expect(form.fields.price).toBe('3000');
    const paid = await decideInSimulator(app, { device: 'pc', fields: form.fields, decision: 'approve' });
    expect(new URL(paid.location).pathname).toBe(`/mypage/detail/${oid}`);
    const [order] = await app.db.select().from(mallOrders).where(eq(mallOrders.oid, oid));
    expect(order?.status).toBe('EXTRA_DONE');
    const history = (await orderDetail(oid)).json().data.paymentList;
    expect(
      history.map((row: { paidAmount: number; receipt: boolean }) => [row.paidAmount, row.receipt]),
    ).toEqual([
      [23_000, true],
      [3000, true],
    ]);
    expect((await sales(oid)).extraPayment).toBeNull();
  });
});
