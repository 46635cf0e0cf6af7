import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories';
import { logInAs } from '../../../test/log-in-as';
import { createProduct, createWarehouse, setDeliveryStatus } from '../../../test/mall-factories';
import { askRefund, buyItems } from '../../../test/mall-flow';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { mallRefundItems, mallRefunds } from '../refunds/refunds.tables';
import { autoConfirmPurchases } from './auto-confirm-purchases';
import { mallOrderItems, mallOrders } from './orders.tables';

/**
 * 구매확정 against a return request at the same instant: one of the two wins and the other sees it — a
 * confirmed line is never also asked back, and the daily confirmation never confirms a line a request
 * names (its condition is in its one UPDATE).
 */

let app: TestApp;
let buyer: string;
let warehouseId: number;

beforeAll(async () => {
  app = await createTestApp();
  ({ cookie: buyer } = await logInAs(app, await createMember(app.db)));
  warehouseId = await createWarehouse(app.db, { fee: 3000, freeOver: 100_000 });
});
afterAll(() => app.dispose());

/** A card order of one product, delivered: its oid and line. */
async function deliveredLine() {
  const product = await createProduct(app.db, { warehouseId, price: 10_000, stock: 50 });
  const oid = await buyItems(app, buyer, [{ itemId: product.itemId, productStock: 1 }]);
  const [order] = await app.db.select().from(mallOrders).where(eq(mallOrders.oid, oid));
  const [line] = await app.db
    .select()
    .from(mallOrderItems)
    .where(eq(mallOrderItems.orderId, order?.id ?? 0));
  if (!line) throw new Error('no line');
  await setDeliveryStatus(app.db, [line.id], 'DELIVERED');
  return { oid, lineId: line.id };
}

describe('a buyer’s 구매확정 and a return request of the same line at once', () => {
  it('never both go through', async () => {
    for (let round = 0; round < 4; round += 1) {
      const { oid, lineId } = await deliveredLine();
      const confirming = app.inject({
        method: 'POST',
        url: `/new_api/customer/order/v2/confirm/${oid}`,
        headers: { cookie: buyer },
        payload: { orderItemIds: [lineId] },
      });
      const asking = askRefund(app, buyer, oid, { refundType: 'PAYBACK', lines: [lineId] }).then(
        () => true,
        () => false,
      );
      const [confirmed, asked] = await Promise.all([confirming, asking]);
      const [line] = await app.db.select().from(mallOrderItems).where(eq(mallOrderItems.id, lineId));
      const requests = await app.db
        .select({ id: mallRefunds.id })
        .from(mallRefundItems)
        .innerJoin(mallRefunds, eq(mallRefunds.id, mallRefundItems.refundId))
        .where(eq(mallRefundItems.orderItemId, lineId));
      expect([confirmed.statusCode === 200, asked].filter(Boolean)).toHaveLength(1);
      expect(Boolean(line?.confirmedAt)).toBe(confirmed.statusCode === 200);
      expect(requests.length).toBe(asked ? 1 : 0);
    }
  });
});

describe('a return request while a confirmation of its line is being written', () => {
  it('waits for it and is refused, though the line was unconfirmed when the request was read', async () => {
    const { oid, lineId } = await deliveredLine();
    let asking: Promise<boolean> | undefined;
    // The confirmation holds the line (as confirm-purchase's statement does) while the request comes in.
    await app.db.transaction(async (tx) => {
      await tx
        .update(mallOrderItems)
        .set({ confirmedAt: new Date(), confirmedBy: 'buyer' })
        .where(eq(mallOrderItems.id, lineId));
      asking = askRefund(app, buyer, oid, { refundType: 'PAYBACK', lines: [lineId] }).then(
        () => true,
        () => false,
      );
      // On PostgreSQL the request reads the line (unconfirmed) and reaches its transaction meanwhile.
      await new Promise((resolve) => setTimeout(resolve, 500));
    });
    expect(await asking).toBe(false);
    const requests = await app.db
      .select({ id: mallRefundItems.id })
      .from(mallRefundItems)
      .where(eq(mallRefundItems.orderItemId, lineId));
    expect(requests).toHaveLength(0);
  });
});

describe('the daily confirmation', () => {
  it('leaves a line asked back, in the statement that confirms the others', async () => {
    const asked = await deliveredLine();
    const free = await deliveredLine();
    const longAgo = new Date('2020-01-01T00:00:00Z');
    await app.db
      .update(mallOrderItems)
      .set({ deliveredAt: longAgo })
      .where(eq(mallOrderItems.id, asked.lineId));
    await app.db
      .update(mallOrderItems)
      .set({ deliveredAt: longAgo })
      .where(eq(mallOrderItems.id, free.lineId));
    await askRefund(app, buyer, asked.oid, { refundType: 'PAYBACK', lines: [asked.lineId] });
    expect(await autoConfirmPurchases(app.db, 7)).toBeGreaterThanOrEqual(1);
    const confirmedOf = async (id: number) =>
      (await app.db.select().from(mallOrderItems).where(eq(mallOrderItems.id, id)))[0]?.confirmedBy;
    expect(await confirmedOf(asked.lineId)).toBeNull();
    expect(await confirmedOf(free.lineId)).toBe('auto');
    // Run again: nothing more.
    expect(await autoConfirmPurchases(app.db, 7)).toBe(0);
  });
});

describe('the daily confirmation while a return request of its line is being written (issue 41)', () => {
  it('leaves the line to the request, though the request was not committed when the job read it', async () => {
    const { oid, lineId } = await deliveredLine();
    await app.db
      .update(mallOrderItems)
      .set({ deliveredAt: new Date('2020-01-01T00:00:00Z') })
      .where(eq(mallOrderItems.id, lineId));
    const [order] = await app.db.select().from(mallOrders).where(eq(mallOrders.oid, oid));
    let confirming: Promise<number> | undefined;
    // The request as request-refund writes it: the line locked, the request inserted, then committed.
    await app.db.transaction(async (tx) => {
      await tx.select().from(mallOrderItems).where(eq(mallOrderItems.id, lineId)).for('update');
      const [request] = await tx
        .insert(mallRefunds)
        .values({
          orderId: order?.id ?? 0,
          memberIdx: order?.memberIdx ?? 0,
          refundType: 'PAYBACK',
          reasonType: 'MIND_CHANGE',
          refundAll: false,
          title: '반품',
          orderStatusBefore: 'ORDER_DONE',
        })
        .returning({ id: mallRefunds.id });
      await tx
        .insert(mallRefundItems)
        .values({ refundId: request?.id ?? 0, orderItemId: lineId, quantity: 1 });
      confirming = autoConfirmPurchases(app.db, 7);
      // On PostgreSQL the job reads its candidates and reaches the locked line meanwhile.
      await new Promise((resolve) => setTimeout(resolve, 400));
    });
    await confirming;
    const [line] = await app.db.select().from(mallOrderItems).where(eq(mallOrderItems.id, lineId));
    expect(line?.confirmedAt, 'a line being returned was confirmed as well').toBeNull();
    // Decided later: the next run leaves it too, while the request waits.
    await autoConfirmPurchases(app.db, 7);
    const [after] = await app.db.select().from(mallOrderItems).where(eq(mallOrderItems.id, lineId));
    expect(after?.confirmedAt).toBeNull();
  });

  it('never both confirms and takes a return of one line when they race', async () => {
    for (let round = 0; round < 6; round += 1) {
      const { oid, lineId } = await deliveredLine();
      await app.db
        .update(mallOrderItems)
        .set({ deliveredAt: new Date('2020-01-01T00:00:00Z') })
        .where(eq(mallOrderItems.id, lineId));
      const [, asked] = await Promise.all([
        autoConfirmPurchases(app.db, 7),
        askRefund(app, buyer, oid, { refundType: 'PAYBACK', lines: [lineId] }).then(
          () => true,
          () => false,
        ),
      ]);
      const [line] = await app.db.select().from(mallOrderItems).where(eq(mallOrderItems.id, lineId));
      expect([Boolean(line?.confirmedAt), asked].filter(Boolean), `round ${round}`).toHaveLength(1);
    }
  });
});
