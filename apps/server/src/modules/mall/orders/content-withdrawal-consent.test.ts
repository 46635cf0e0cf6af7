import { contentWithdrawalMessages } from '@edu/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories';
import { logInAs } from '../../../test/log-in-as';
import { createContent, createProduct, createWarehouse } from '../../../test/mall-factories';
import { cartIds, editCart, orderBody, placeOrder } from '../../../test/mall-flow';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { mallOrders } from './orders.tables';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.dispose());

/** A new member with these items in the cart. */
async function memberWithCart(items: Record<string, unknown>[]) {
  const { cookie } = await logInAs(app, await createMember(app.db));
  for (const item of items) expect((await editCart(app, cookie, item)).json().code).toBe('200');
  return { cookie, ids: await cartIds(app, cookie) };
}

const ordersOf = async (oid: string) =>
  app.db
    .select({ agreedAt: mallOrders.contentWithdrawalAgreedAt })
    .from(mallOrders)
    .where(eq(mallOrders.oid, oid));

describe('the tick that a content’s withdrawal ends with its download', () => {
  it('refuses an order of a content without the tick, after the form’s own checks, and writes nothing', async () => {
    const content = await createContent(app.db, { price: 4000 });
    const { cookie, ids } = await memberWithCart([{ itemId: content.itemId }]);
    const before = (await app.db.select({ id: mallOrders.id }).from(mallOrders)).length;

    const unticked = await placeOrder(app, cookie, orderBody(ids, { contentWithdrawalAgreed: false }));
    expect(unticked.statusCode).toBe(400);
    expect(unticked.json()).toMatchObject({ message: contentWithdrawalMessages.consentRequired });
    expect(contentWithdrawalMessages.consentRequired).toBe(
      '콘텐츠 구매 전 청약철회 제한 안내를 확인하고 동의해 주세요.',
    );
    // The buyer's own fields come first, as on the page.
    const nameless = await placeOrder(
      app,
      cookie,
      orderBody(ids, { buyerName: '', contentWithdrawalAgreed: false }),
    );
    expect(nameless.json().message).toBe('주문자 이름을 입력해 주세요.');
    // Sent by an old page without the field at all: refused the same way.
    const { contentWithdrawalAgreed: _left, ...oldPage } = orderBody(ids);
    expect((await placeOrder(app, cookie, oldPage)).json().message).toBe(
      contentWithdrawalMessages.consentRequired,
    );
    expect((await app.db.select({ id: mallOrders.id }).from(mallOrders)).length).toBe(before);
  });

  it('keeps when the buyer ticked it with the order of a content, and asks nothing of goods or a free content', async () => {
    const content = await createContent(app.db, { price: 4000 });
    const ticked = await memberWithCart([{ itemId: content.itemId }]);
    const startedAt = Date.now();
    const placed = await placeOrder(app, ticked.cookie, orderBody(ticked.ids));
    expect(placed.statusCode, placed.body).toBe(200);
    const [order] = await ordersOf(placed.json().data.oid);
    expect(order?.agreedAt?.getTime()).toBeGreaterThanOrEqual(startedAt - 1000);

    const warehouseId = await createWarehouse(app.db, { fee: 3000, freeOver: 50_000 });
    const product = await createProduct(app.db, { warehouseId, price: 8000, stock: 5 });
    const goods = await memberWithCart([{ itemId: product.itemId, productStock: 1 }]);
    const goodsOnly = await placeOrder(
      app,
      goods.cookie,
      orderBody(goods.ids, { contentWithdrawalAgreed: false }),
    );
    expect(goodsOnly.statusCode, goodsOnly.body).toBe(200);
    const [goodsOrder] = await ordersOf(goodsOnly.json().data.oid);
    expect(goodsOrder?.agreedAt).toBeNull();
    // A free content has nothing to withdraw.
    const free = await createContent(app.db, { price: 0, isFree: true });
    const freeCart = await memberWithCart([{ itemId: free.itemId }]);
    const freeOrder = await placeOrder(
      app,
      freeCart.cookie,
      orderBody(freeCart.ids, { contentWithdrawalAgreed: false }),
    );
    expect(freeOrder.statusCode, freeOrder.body).toBe(200);
  });
});
