import { type deliveryUpdateSchema, trackingUrl } from '@edu/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../platform/db/database';
import { badRequest, conflict, notFound } from '../../../platform/http/app-error';
import { type AuditActor, recordAudit } from '../../admin';
import type { Messaging } from '../../messaging';
import { mallOrderItems, mallOrders } from '../orders/orders.tables';

const invoicePattern = /^[0-9-]{8,30}$/;

/**
 * Moves a product line of a paid order along its delivery (mall.md §4): READY → START with the courier
 * and invoice number (the buyer is told, with the tracking link; while START the invoice may be
 * corrected without telling again) → DELIVERED. Audited, in one transaction with the message.
 */
export async function updateDelivery(options: {
  db: Db;
  messaging: Messaging;
  actor: AuditActor;
  orderItemId: number;
  update: z.output<typeof deliveryUpdateSchema>;
}) {
  const { db, update } = options;
  const invoice = update.invoiceNumber?.trim().replace(/\s/g, '') ?? '';
  const result = await db.transaction(async (tx) => {
    const [line] = await tx
      .select({ item: mallOrderItems, order: mallOrders })
      .from(mallOrderItems)
      .innerJoin(mallOrders, eq(mallOrders.id, mallOrderItems.orderId))
      .where(and(eq(mallOrderItems.id, options.orderItemId), eq(mallOrderItems.itemType, 'PRODUCT')))
      .for('update');
    if (!line) throw notFound('주문 상품을 찾을 수 없습니다.');
    const from = line.item.deliveryStatus ?? 'NOT_PAID';
    let set: Partial<typeof mallOrderItems.$inferInsert>;
    if (update.deliveryStatus === 'START') {
      if (!['READY', 'START'].includes(from)) throw conflict('배송을 시작할 수 없는 상품입니다.');
      if (!update.deliveryCompany) throw badRequest('택배사를 선택해 주세요.');
      if (!invoicePattern.test(invoice)) throw badRequest('송장번호를 숫자로 정확히 입력해 주세요.');
      set = { deliveryStatus: 'START', deliveryCompany: update.deliveryCompany, invoiceNumber: invoice };
    } else {
      if (from !== 'START') throw conflict('배송 중인 상품만 배송 완료로 바꿀 수 있습니다.');
      set = { deliveryStatus: 'DELIVERED' };
    }
    const [updated] = await tx
      .update(mallOrderItems)
      .set(set)
      .where(and(eq(mallOrderItems.id, line.item.id), inArray(mallOrderItems.deliveryStatus, [from])))
      .returning();
    if (!updated) throw conflict('다른 관리자가 먼저 처리했습니다. 새로고침 후 확인해 주세요.');
    await recordAudit(tx, options.actor, {
      action: `mall.delivery.${update.deliveryStatus.toLowerCase()}`,
      target: `mall-order:${line.order.oid}`,
      summary:
        update.deliveryStatus === 'START'
          ? `${line.order.oid} ${line.item.title} 발송 (${updated.deliveryCompany} ${updated.invoiceNumber})`
          : `${line.order.oid} ${line.item.title} 배송 완료`,
      details: { orderItemId: line.item.id, from, to: updated.deliveryStatus },
    });
    const url = trackingUrl(updated.deliveryCompany, updated.invoiceNumber);
    const shipsNow = from === 'READY' && update.deliveryStatus === 'START';
    const text = `[하나바이블] ${line.order.buyerName}님, 주문하신 상품이 발송되었습니다.
주문번호: ${line.order.oid}
상품: ${line.item.title}
택배사: ${updated.deliveryCompany} / 송장번호: ${updated.invoiceNumber}${url ? `\n배송 조회: ${url}` : ''}`;
    const messageIds = shipsNow
      ? await options.messaging.enqueue(tx, [
          {
            recipient: line.order.buyerTel.replace(/\D/g, ''),
            template: 'mall_shipped',
            text,
            fallbackText: text,
          },
        ])
      : [];
    return { updated, url, messageIds };
  });
  await options.messaging.dispatch(result.messageIds);
  return {
    orderItemId: result.updated.id,
    deliveryStatus: result.updated.deliveryStatus ?? 'NOT_PAID',
    deliveryCompany: result.updated.deliveryCompany,
    invoiceNumber: result.updated.invoiceNumber,
    trackingUrl: result.url,
  };
}
