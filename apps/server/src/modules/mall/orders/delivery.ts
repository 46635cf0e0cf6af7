import { type Courier, type deliveryUpdateSchema, pendingRequestShipMessage, trackingUrl } from '@edu/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type AuditActor, recordAudit, recordAudits } from '../../../platform/audit';
import type { Db } from '../../../platform/db/database';
import { badRequest, conflict, notFound } from '../../../platform/http/app-error';
import type { Messaging, OutgoingMessage } from '../../messaging';
import { type EscrowShipments, registerEscrowDeliveries } from './escrow-orders';
import { mallOrderItems, mallOrders } from './orders.tables';
import { pendingRequestsOf } from './pending-requests';

const invoicePattern = /^[0-9-]{8,30}$/;

/** An invoice number as stored: what was typed, spaces removed. */
export const normalizeInvoice = (typed: string) => typed.trim().replace(/\s/g, '');

/** Whether a normalized invoice number looks like one: 8 to 30 digits and dashes. */
export const isInvoiceNumber = (invoice: string) => invoicePattern.test(invoice);

/** The states a line can be sent from: READY ships it, START corrects its invoice. */
export const shippableStatuses: readonly string[] = ['READY', 'START'];

/** A product line with its order, locked in the caller's transaction. */
export type LockedLine = { item: typeof mallOrderItems.$inferSelect; order: typeof mallOrders.$inferSelect };

/**
 * The product lines of these ids, locked for the caller's transaction; ids that are no product line are
 * absent. Locked in id order, so two administrators shipping overlapping lines wait rather than deadlock.
 */
export async function lockProductLines(tx: Db, ids: number[]): Promise<Map<number, LockedLine>> {
  const lines = new Map<number, LockedLine>();
  // Bounded lists: a statement's parameters are limited.
  for (let start = 0; start < ids.length; start += 1_000) {
    const rows = await tx
      .select({ item: mallOrderItems, order: mallOrders })
      .from(mallOrderItems)
      .innerJoin(mallOrders, eq(mallOrders.id, mallOrderItems.orderId))
      .where(
        and(
          inArray(mallOrderItems.id, ids.slice(start, start + 1_000)),
          eq(mallOrderItems.itemType, 'PRODUCT'),
        ),
      )
      .orderBy(asc(mallOrderItems.id))
      .for('update');
    for (const row of rows) lines.set(row.item.id, row);
  }
  return lines;
}

/** A locked line to send, with its courier and (normalized) invoice number. */
export type Shipment = { line: LockedLine; courier: Courier; invoice: string };

/** Lines updated in one statement: its parameters stay well under PostgreSQL's limit. */
const shipChunk = 500;

/**
 * Sends locked lines in the caller's transaction (READY → START, or a corrected invoice while START),
 * audited: a few statements for any number of lines, so a bulk upload's transaction stays short.
 * Answers, in order, each shipment with the state it left, the line as updated, its tracking page, and,
 * for a line that ships now, the buyer's message to enqueue in the same transaction.
 */
export async function shipLines<S extends Shipment>(tx: Db, actor: AuditActor, shipments: S[]) {
  const updatedById = new Map<number, typeof mallOrderItems.$inferSelect>();
  for (let start = 0; start < shipments.length; start += shipChunk) {
    const chunk = shipments.slice(start, start + shipChunk);
    const perLine = (value: (shipment: Shipment) => string) =>
      sql`case ${mallOrderItems.id} ${sql.join(
        chunk.map((shipment) => sql`when ${shipment.line.item.id} then ${value(shipment)}`),
        sql` `,
      )} end`;
    const updated = await tx
      .update(mallOrderItems)
      .set({
        deliveryStatus: 'START',
        deliveryCompany: perLine((shipment) => shipment.courier),
        invoiceNumber: perLine((shipment) => shipment.invoice),
      })
      .where(
        and(
          inArray(
            mallOrderItems.id,
            chunk.map((shipment) => shipment.line.item.id),
          ),
          inArray(mallOrderItems.deliveryStatus, [...shippableStatuses]),
        ),
      )
      .returning();
    if (updated.length !== chunk.length)
      throw conflict('다른 관리자가 먼저 처리했습니다. 새로고침 후 확인해 주세요.');
    for (const line of updated) updatedById.set(line.id, line);
  }
  const shipped = shipments.map((shipment) => {
    const { line } = shipment;
    const updated = updatedById.get(line.item.id) as typeof mallOrderItems.$inferSelect;
    const from = line.item.deliveryStatus ?? 'NOT_PAID';
    const url = trackingUrl(updated.deliveryCompany, updated.invoiceNumber);
    const text = `[하나바이블] ${line.order.buyerName}님, 주문하신 상품이 발송되었습니다.
주문번호: ${line.order.oid}
상품: ${line.item.title}
택배사: ${updated.deliveryCompany} / 송장번호: ${updated.invoiceNumber}${url ? `\n배송 조회: ${url}` : ''}`;
    // A corrected invoice does not tell the buyer again.
    const message: OutgoingMessage | null =
      from === 'READY'
        ? {
            recipient: line.order.buyerTel.replace(/\D/g, ''),
            template: 'mall_shipped',
            text,
            fallbackText: text,
          }
        : null;
    return { shipment, from, updated, url, message };
  });
  await recordAudits(
    tx,
    actor,
    shipped.map(({ shipment: { line }, from, updated }) => ({
      action: 'mall.delivery.start',
      target: `mall-order:${line.order.oid}`,
      summary: `${line.order.oid} ${line.item.title} 발송 (${updated.deliveryCompany} ${updated.invoiceNumber})`,
      details: { orderItemId: line.item.id, from, to: updated.deliveryStatus },
    })),
  );
  return shipped;
}

/**
 * Moves a product line of a paid order along its delivery (mall.md §4): READY → START with the courier
 * and invoice number (the buyer is told, with the tracking link; while START the invoice may be
 * corrected without telling again) → DELIVERED. Audited, in one transaction with the message.
 */
export async function updateDelivery(options: {
  db: Db;
  messaging: Messaging;
  /** Registers an escrow order's shipment with the provider once it is committed. */
  payments: EscrowShipments;
  actor: AuditActor;
  orderItemId: number;
  update: z.output<typeof deliveryUpdateSchema>;
}) {
  const { db, update } = options;
  const invoice = normalizeInvoice(update.invoiceNumber ?? '');
  const result = await db.transaction(async (tx) => {
    const line = (await lockProductLines(tx, [options.orderItemId])).get(options.orderItemId);
    if (!line) throw notFound('주문 상품을 찾을 수 없습니다.');
    const from = line.item.deliveryStatus ?? 'NOT_PAID';
    if (update.deliveryStatus === 'START') {
      if (!shippableStatuses.includes(from)) throw conflict('배송을 시작할 수 없는 상품입니다.');
      // Goods the buyer asked back wait for the request's decision (an invoice may still be corrected).
      const pending = from === 'READY' && (await pendingRequestsOf(tx, [line.item.id])).get(line.item.id);
      if (pending) throw conflict(pendingRequestShipMessage(pending));
      if (!update.deliveryCompany) throw badRequest('택배사를 선택해 주세요.');
      if (!isInvoiceNumber(invoice)) throw badRequest('송장번호를 숫자로 정확히 입력해 주세요.');
      const [shipped] = await shipLines(tx, options.actor, [
        { line, courier: update.deliveryCompany, invoice },
      ]);
      if (!shipped) throw new Error('shipLines answered no line');
      const messageIds = shipped.message ? await options.messaging.enqueue(tx, [shipped.message]) : [];
      return { updated: shipped.updated, url: shipped.url, messageIds, shipment: shipped.shipment };
    }
    if (from !== 'START') throw conflict('배송 중인 상품만 배송 완료로 바꿀 수 있습니다.');
    const [updated] = await tx
      .update(mallOrderItems)
      .set({ deliveryStatus: 'DELIVERED', deliveredAt: new Date() })
      .where(and(eq(mallOrderItems.id, line.item.id), inArray(mallOrderItems.deliveryStatus, [from])))
      .returning();
    if (!updated) throw conflict('다른 관리자가 먼저 처리했습니다. 새로고침 후 확인해 주세요.');
    await recordAudit(tx, options.actor, {
      action: 'mall.delivery.delivered',
      target: `mall-order:${line.order.oid}`,
      summary: `${line.order.oid} ${line.item.title} 배송 완료`,
      details: { orderItemId: line.item.id, from, to: updated.deliveryStatus },
    });
    return {
      updated,
      url: trackingUrl(updated.deliveryCompany, updated.invoiceNumber),
      messageIds: [],
      shipment: null,
    };
  });
  await options.messaging.dispatch(result.messageIds);
  if (result.shipment)
    await registerEscrowDeliveries(options.db, options.payments, options.actor, [result.shipment]);
  return {
    orderItemId: result.updated.id,
    deliveryStatus: result.updated.deliveryStatus ?? 'NOT_PAID',
    deliveryCompany: result.updated.deliveryCompany,
    invoiceNumber: result.updated.invoiceNumber,
    trackingUrl: result.url,
  };
}
