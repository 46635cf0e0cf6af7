import { type EscrowStatus, escrowMessages } from '@edu/shared';
import { and, asc, eq, inArray, isNull, lt, not } from 'drizzle-orm';
import type { AuditActor } from '../../../platform/audit';
import type { Db } from '../../../platform/db/database';
import type { Payments } from '../../payments';
import { getBusinessDetails } from '../../site-settings';
import { afterSales } from './after-sale-records';
import { mallOrderItems, type mallOrders } from './orders.tables';

/**
 * 구매안전서비스 of mall orders: goods paid by transfer or virtual account went through the provider's
 * escrow (`mall_orders.escrow`). When they ship, the delivery is registered with the provider; the
 * provider's status notices confirm the goods lines (by `escrow`) or leave a refusal to a person.
 */

/** Delivery states of goods that left the warehouse (the provider's confirmation confirms them). */
const shippedStatuses = ['START', 'DELIVERED', 'PART_RETURNED', 'RAPT_EXCHANGED', 'FULL_EXCHANGED'];

/** The payments' part this needs: registering a shipment with the provider. */
export type EscrowShipments = Pick<Payments, 'registerEscrowShipment'>;

/**
 * After lines shipped (committed): each escrow order among them registers its delivery with the provider
 * once, with the courier and invoice of its first line shipped now (a corrected invoice registers again,
 * as a change). A refusal or no answer does not undo the shipment: payments leaves it on the 확인 필요
 * desk. Answers, per order, whether the provider took it.
 */
export async function registerEscrowDeliveries(
  db: Db,
  payments: EscrowShipments,
  actor: AuditActor,
  shipped: { line: { order: typeof mallOrders.$inferSelect }; courier: string; invoice: string }[],
): Promise<Map<string, boolean>> {
  const byOrder = new Map<number, (typeof shipped)[number]>();
  for (const shipment of shipped)
    if (shipment.line.order.escrow && !byOrder.has(shipment.line.order.id))
      byOrder.set(shipment.line.order.id, shipment);
  const registered = new Map<string, boolean>();
  if (byOrder.size === 0) return registered;
  const business = await getBusinessDetails(db);
  for (const { line, courier, invoice } of byOrder.values()) {
    const { order } = line;
    const answer = await payments.registerEscrowShipment({
      purpose: 'mall',
      referenceIdx: order.id,
      invoice,
      courier,
      registrant: actor.uid,
      // The mall's delivery fee is in the order's price: the seller pays the courier.
      chargedTo: 'seller',
      shippedAt: new Date(),
      sender: { name: business.organisation, tel: business.phone, zipCode: '', address: business.address },
      recipient: {
        name: order.shippingName,
        tel: order.shippingPhone,
        zipCode: order.zipCode,
        address: `${order.address} ${order.detailedAddress}`.trim(),
      },
      goodsName: order.goodName,
    });
    if (answer) registered.set(order.oid, answer.registered);
  }
  return registered;
}

/**
 * The provider's escrow status of an order's payment changed (in the notice's transaction): a
 * confirmation (by the buyer in the provider's window, by itself, or by force) confirms every goods
 * line that left the warehouse, is not confirmed yet, has units not given back and is not named by an
 * exchange or return waiting for a decision, by `escrow`. The lines are locked first and judged in the
 * next statement, so a return request committed while the notice waited for them is seen (one statement
 * would judge the request by its own older snapshot, and confirm a line being returned). A line left
 * unconfirmed because of a waiting request answers why, for the 확인 필요 desk; a refusal is left there
 * by payments; a cancellation or an acknowledged refusal changes no line.
 */
export async function applyEscrowStatus(
  tx: Db,
  orderId: number,
  status: EscrowStatus,
  now = new Date(),
): Promise<{ attention: string } | undefined> {
  if (status !== 'confirmed' && status !== 'autoConfirmed' && status !== 'forcedConfirmed') return undefined;
  const confirmable = and(
    eq(mallOrderItems.orderId, orderId),
    eq(mallOrderItems.itemType, 'PRODUCT'),
    isNull(mallOrderItems.confirmedAt),
    inArray(mallOrderItems.deliveryStatus, shippedStatuses),
    lt(mallOrderItems.refundedQuantity, mallOrderItems.quantity),
  );
  const candidates = await tx
    .select({ id: mallOrderItems.id, title: mallOrderItems.title })
    .from(mallOrderItems)
    .where(confirmable)
    .orderBy(asc(mallOrderItems.id))
    .for('update');
  if (candidates.length === 0) return undefined;
  const confirmed = await tx
    .update(mallOrderItems)
    .set({ confirmedAt: now, confirmedBy: 'escrow' })
    .where(
      and(
        inArray(
          mallOrderItems.id,
          candidates.map((line) => line.id),
        ),
        isNull(mallOrderItems.confirmedAt),
        not(afterSales().hasPendingRequest(mallOrderItems.id)),
      ),
    )
    .returning({ id: mallOrderItems.id });
  const left = candidates.filter((line) => !confirmed.some((done) => done.id === line.id));
  if (left.length === 0) return undefined;
  return { attention: escrowMessages.confirmationNotApplied(left.map((line) => line.title).join(', ')) };
}
