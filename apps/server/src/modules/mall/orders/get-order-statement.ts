import {
  type OrderStatement,
  type OrderStatementLine,
  orderStatementMessages,
  splitVat,
  type TaxType,
} from '@edu/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { badRequest } from '../../../platform/http/app-error';
import { dottedDateTime } from '../../../platform/korean-days';
import { getBusinessDetails } from '../../site-settings';
import { orderSeenBy } from './order-lookups';
import { listOrderRefunds } from './order-refunds';
import { mallOrderDeliveries, mallOrderItemOptions, mallOrderItems } from './orders.tables';

type Item = typeof mallOrderItems.$inferSelect;
type OptionLine = typeof mallOrderItemOptions.$inferSelect;
type Delivery = typeof mallOrderDeliveries.$inferSelect;

const taxTypeOf = (value: string): TaxType => (value === 'TAXABLE' ? 'TAXABLE' : 'EXEMPT');

function line(fields: Omit<OrderStatementLine, 'supplyAmount' | 'vat'>): OrderStatementLine {
  return { ...fields, ...splitVat(fields.amount, fields.taxType) };
}

/** An item's lines: one per option line (each with its own unit price), or the item itself. */
function itemLines(item: Item, options: OptionLine[]): OrderStatementLine[] {
  const taxType = taxTypeOf(item.taxType);
  if (options.length > 0)
    return options.map((option) =>
      line({
        name: `${item.title} (${option.details.map((detail) => `${detail.optionName}: ${detail.elementName}`).join(', ')})`,
        kind: 'ITEM',
        taxType,
        quantity: option.quantity,
        unitPrice: option.unitPrice,
        amount: option.totalPrice,
      }),
    );
  const quantity = Math.max(item.quantity, 1);
  return [
    line({
      name: item.licenseName ? `${item.title} (${item.licenseName})` : item.title,
      kind: 'ITEM',
      taxType,
      quantity,
      unitPrice: Math.round(item.totalPrice / quantity),
      amount: item.totalPrice,
    }),
  ];
}

/**
 * A shipment's delivery fee goes with its goods (부수 용역): exempt when every item of the shipment is
 * exempt, taxable otherwise.
 */
function deliveryLine(delivery: Delivery, items: Item[]): OrderStatementLine {
  const shipped = items.filter((item) => item.deliveryId === delivery.id);
  const exempt = shipped.length > 0 && shipped.every((item) => taxTypeOf(item.taxType) === 'EXEMPT');
  return line({
    name: `배송비 (${delivery.brandName})`,
    kind: 'DELIVERY',
    taxType: exempt ? 'EXEMPT' : 'TAXABLE',
    quantity: 1,
    unitPrice: delivery.deliveryFee,
    amount: delivery.deliveryFee,
  });
}

/** The statement's totals, summed from its lines (so they always add up on paper). */
function totalsOf(lines: OrderStatementLine[]): OrderStatement['totals'] {
  const sum = (pick: (entry: OrderStatementLine) => number, of = lines) =>
    of.reduce((total, entry) => total + pick(entry), 0);
  return {
    amount: sum((entry) => entry.amount),
    supplyAmount: sum((entry) => entry.supplyAmount),
    vat: sum((entry) => entry.vat),
    taxableAmount: sum(
      (entry) => entry.amount,
      lines.filter((entry) => entry.taxType === 'TAXABLE'),
    ),
    exemptAmount: sum(
      (entry) => entry.amount,
      lines.filter((entry) => entry.taxType === 'EXEMPT'),
    ),
  };
}

/**
 * The order's 거래명세서: the supplier from the business details setting, the buyer (the church or
 * organisation given for the receipt, else the orderer), each line with its 공급가액 and 세액 by the
 * item's tax type as bought, the delivery fees and the totals. The buyer (memberIdx) gets only their
 * own paid order; an administrator (memberIdx null) any order.
 */
export async function getOrderStatement(options: {
  db: Db;
  memberIdx: number | null;
  oid: string;
}): Promise<OrderStatement> {
  const { db } = options;
  const order = await orderSeenBy(db, options.oid, options.memberIdx);
  if (options.memberIdx !== null && order.paidAt === null) throw badRequest(orderStatementMessages.notPaid);
  const [items, deliveries, supplier, refunds] = await Promise.all([
    db
      .select()
      .from(mallOrderItems)
      .where(eq(mallOrderItems.orderId, order.id))
      .orderBy(asc(mallOrderItems.id)),
    db
      .select()
      .from(mallOrderDeliveries)
      .where(eq(mallOrderDeliveries.orderId, order.id))
      .orderBy(asc(mallOrderDeliveries.id)),
    getBusinessDetails(db),
    listOrderRefunds(db, order),
  ]);
  const optionLines = items.length
    ? await db
        .select()
        .from(mallOrderItemOptions)
        .where(
          inArray(
            mallOrderItemOptions.orderItemId,
            items.map((item) => item.id),
          ),
        )
        .orderBy(asc(mallOrderItemOptions.id))
    : [];
  const lines = [
    ...items.flatMap((item) =>
      itemLines(
        item,
        optionLines.filter((option) => option.orderItemId === item.id),
      ),
    ),
    ...deliveries
      .filter((delivery) => delivery.deliveryFee > 0)
      .map((delivery) => deliveryLine(delivery, items)),
  ];
  return {
    oid: order.oid,
    issuedDate: dottedDateTime(order.paidAt ?? order.createdAt).slice(0, 10),
    orderDate: dottedDateTime(order.createdAt),
    supplier: {
      organisation: supplier.organisation,
      representative: supplier.representative,
      businessNumber: supplier.businessNumber,
      address: supplier.address,
      phone: supplier.phone,
      email: supplier.email,
    },
    buyer: {
      name: order.receiptOrgName ?? order.buyerName,
      businessNumber: order.receiptOrgName ? order.receiptOrgNumber : null,
      contactName: order.buyerName,
      phone: order.buyerTel,
      email: order.buyerEmail,
    },
    lines,
    totals: totalsOf(lines),
    refundedAmount: refunds.reduce((sum, refund) => sum + refund.amount, 0),
  };
}
