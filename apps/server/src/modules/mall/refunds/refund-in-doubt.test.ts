import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories';
import { logInAs } from '../../../test/log-in-as';
import { createProduct, createWarehouse, setDeliveryStatus } from '../../../test/mall-factories';
import { askRefund, buyItems } from '../../../test/mall-flow';
import { stubbornProvider } from '../../../test/stubborn-provider';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { mallOrderItems, mallOrders } from '../orders/orders.tables';
import { mallRefunds } from './refunds.tables';

/**
 * A return's refund whose answer is lost: payments' inquiry settles it later and tells the refunds
 * module (which asked it, under its own keys), not the order's payment handler.
 */

const provider = stubbornProvider();
let app: TestApp;
let buyer: string;
let admin: string;

beforeAll(async () => {
  app = await createTestApp(
    { payments: { provider: 'simulator', apiTimeoutMs: 150 } },
    { wrapFetch: provider.wrap },
  );
  ({ cookie: buyer } = await logInAs(app, await createMember(app.db)));
  ({ cookie: admin } = await logInAs(app, await createMember(app.db, { level: 10 })));
});
afterAll(() => app.dispose());

const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

describe('a mall refund the provider refunds but whose answer is lost', () => {
  it('is finished by the refunds module once payments’ inquiry shows it was made', async () => {
    const warehouseId = await createWarehouse(app.db, { fee: 3000, freeOver: 50_000 });
    const { itemId } = await createProduct(app.db, { warehouseId, price: 8000, stock: 10 });
    const oid = await buyItems(app, buyer, [{ itemId, productStock: 2 }]);
    const [order] = await app.db.select().from(mallOrders).where(eq(mallOrders.oid, oid));
    const [line] = await app.db
      .select()
      .from(mallOrderItems)
      .where(eq(mallOrderItems.orderId, order?.id ?? 0));
    await setDeliveryStatus(app.db, [line?.id ?? 0], 'START');
    const refundId = await askRefund(app, buyer, oid, { refundType: 'PAYBACK', lines: [line?.id ?? 0] });

    provider.behaviour = 'refundsButAnswerIsLost';
    const approved = await app.inject({
      method: 'POST',
      url: `/api/admin/mall/refunds/${refundId}/approve`,
      headers: { cookie: admin },
      payload: {},
    });
    provider.behaviour = 'answers';
    expect(approved.statusCode).toBe(409);
    const request = async () =>
      (await app.db.select().from(mallRefunds).where(eq(mallRefunds.id, refundId)))[0];
    expect(await request()).toMatchObject({ status: 'REFUND_PAY_TRY' });

    expect(await app.services.payments.settleRefundsInDoubt(later(3))).toBe(1);
    // Two units of 8,000원 less the 3,000원 way back of a return by change of mind.
    expect(await request()).toMatchObject({ status: 'REFUND_PAID', refundAmount: 13_000 });
    expect(provider.refundCalls).toHaveLength(1);
  });
});
