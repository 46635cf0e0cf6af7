import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMember } from '../../../test/factories';
import { logInAs } from '../../../test/log-in-as';
import { createProduct, createWarehouse } from '../../../test/mall-factories';
import { cartIds, editCart, orderBody, placeOrder } from '../../../test/mall-flow';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { mallItems } from '../catalog/catalog.tables';
import { mallOrders } from './orders.tables';

// Issue 41, item 7: a buyer refused under overload while a drop sells is let in while units remain and,
// once it is sold out, told 품절 — the order path's own answer — not "접속자가 많아" to come back for it.

let app: TestApp;
beforeAll(async () => {
  // Long enough that this busy test machine's own lag refuses nothing while the buyers are made.
  app = await createTestApp({ overloadMaxWaitMs: 1000 });
});
afterAll(() => app.dispose());

/** Holds the event loop as PGlite does in a rush: what is read in this turn has waited that long. */
function holdTheLoop(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) {}
}

/** A logged-in buyer with one unit of the item in their cart, and the order body for it. */
async function buyerOf(itemId: number) {
  const { cookie } = await logInAs(app, await createMember(app.db));
  await editCart(app, cookie, { itemId, productStock: 1 });
  return { cookie, body: orderBody(await cartIds(app, cookie)) };
}

describe('a refused order call', () => {
  it('is let in while units remain and told 품절 once sold out, while a drop sells', async () => {
    const warehouseId = await createWarehouse(app.db, { fee: 3000, freeOver: 50_000 });
    const drop = await createProduct(app.db, { warehouseId, title: '한정판 교재', price: 7000, stock: 1 });
    const plenty = await createProduct(app.db, { warehouseId, title: '넉넉한 교재', price: 7000, stock: 5 });
    const winner = await buyerOf(drop.itemId);
    const late = await buyerOf(drop.itemId);
    const refusedLate = await buyerOf(drop.itemId);
    const refusedWithStock = await buyerOf(plenty.itemId);
    const stockOf = async (itemId: number) =>
      (
        await app.db.select({ stock: mallItems.productStock }).from(mallItems).where(eq(mallItems.id, itemId))
      )[0]?.stock;

    // Sent again while this busy machine's own lag refuses them, as the page does (a 503 did nothing).
    const answered = (buyer: { cookie: string; body: Record<string, unknown> }, code: string) =>
      vi.waitFor(
        async () => expect((await placeOrder(app, buyer.cookie, buyer.body)).json().code).toBe(code),
        {
          timeout: 10_000,
          interval: 100,
        },
      );
    await answered(winner, '200');
    await answered(late, '031');

    // The loop held as in a rush: both calls read in this turn are refused by admission, then read.
    await new Promise((resolve) => setTimeout(resolve, 50));
    holdTheLoop(800);
    const [soldOut, withStock] = await Promise.all([
      placeOrder(app, refusedLate.cookie, refusedLate.body),
      placeOrder(app, refusedWithStock.cookie, refusedWithStock.body),
    ]);

    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json()).toEqual({
      code: '031',
      message: '일부 옵션의 재고가 부족합니다.',
      data: { shortages: [{ optionName: '한정판 교재', optionPathNames: [], requested: 1, available: 0 }] },
    });
    // Units remain: let in, and it takes its unit like any order.
    expect(withStock.statusCode, withStock.body).toBe(200);
    expect(await stockOf(plenty.itemId)).toBe(4);
    const orders = await app.db.select({ id: mallOrders.id }).from(mallOrders);
    expect(orders).toHaveLength(2);
  });
});
