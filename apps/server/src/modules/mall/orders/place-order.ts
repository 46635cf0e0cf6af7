import {
  contentWithdrawalMessages,
  escrowApplies,
  firstContactProblem,
  firstReceiptOrganisationProblem,
  type OutOfStock,
  orderLimits,
  orderMessages,
  type placeOrderRequestSchema,
  receiptOrganisationOf,
} from '@edu/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../platform/db/database';
import type { HotRows } from '../../../platform/db/hot-rows';
import { perDatabase } from '../../../platform/db/prepared-sql';
import { badRequest } from '../../../platform/http/app-error';
import { newOrderNumber } from '../../../platform/order-number';
import type { Messaging } from '../../messaging';
import {
  depositDeadline,
  type PayDevice,
  type PayMethod,
  type PaymentForm,
  type Payments,
  payMethodNamed,
} from '../../payments';
import { type CartRow, isOrderable, outOfStock, salesStopped } from '../cart';
import { takeStock } from '../catalog';
import { buildOrder } from './build-order';
import { insertOrderTakingStock } from './insert-order';
import { completeOrder } from './mall-payment-outcome';
import { readRowsToOrder } from './order-cart-rows';
import { stockClaimOf } from './order-stock';
import { mallOrders } from './orders.tables';
import { noteStockShort } from './stock-short-lately';

type Request = z.output<typeof placeOrderRequestSchema>;

const holdMs = orderLimits.holdMinutes * 60 * 1000;

/** The form's first problem in the spec's order (mall.md §5 Order form), as a 400: the page's own rule. */
function checkForm(request: Request, needsShipping: boolean) {
  const problem = firstContactProblem(request, { needsShipping });
  if (problem) throw badRequest(problem.message);
  // 영수증 발행 정보 comes after the recipient on the page.
  const receipt = firstReceiptOrganisationProblem(request);
  if (receipt) throw badRequest(receipt.message);
}

/**
 * An order holding a content to pay for needs the buyer's tick that its withdrawal ends with the download
 * (the notice beside the pay button; a free content has nothing to withdraw): checked after the form,
 * before the payment, as the page does.
 */
function checkContentConsent(request: Request, rows: readonly CartRow[]) {
  const holdsContent = rows.some((row) => row.item.itemType === 'CONTENT' && !row.item.isFree);
  if (holdsContent && !request.contentWithdrawalAgreed)
    throw badRequest(contentWithdrawalMessages.consentRequired);
  return holdsContent;
}

/** What the order keeps of the buyer and the recipient, trimmed. */
function contactOf(request: Request, needsShipping: boolean) {
  const trim = (value: string) => value.trim();
  return {
    buyerName: trim(request.buyerName),
    buyerTel: trim(request.buyerTel),
    buyerEmail: trim(request.buyerEmail),
    shippingName: needsShipping ? trim(request.shippingName) : '',
    shippingPhone: needsShipping ? trim(request.shippingPhone) : '',
    zipCode: needsShipping ? trim(request.zipCode) : '',
    address: needsShipping ? trim(request.address) : '',
    detailedAddress: needsShipping ? trim(request.detailedAddress) : '',
    shippingMemo: needsShipping ? trim(request.shippingMemo) : '',
    ...receiptColumnsOf(request),
  };
}

/** The receipt's organisation as the order keeps it (null columns for none). */
function receiptColumnsOf(request: Request) {
  const receipt = receiptOrganisationOf(request);
  return { receiptOrgName: receipt?.name ?? null, receiptOrgNumber: receipt?.number ?? null };
}

export type PlaceOrderOptions = {
  db: Db;
  hotRows: HotRows<Db>;
  payments: Payments;
  messaging: Messaging;
  memberIdx: number;
  device: PayDevice;
  request: Request;
  now?: Date;
};

/**
 * Places an order for the chosen cart rows and opens its payment (mall.md §7 payment form posts):
 * checks in the spec's order, prices from the catalogue, the stock taken by the same statement that
 * writes the order (the database refuses a stock below 0: never oversold), then the payment
 * window — or, for an order costing nothing, the order completed at once. A repeated submission with
 * the same `orderKey` answers the same order (paying it again if it is still unpaid).
 */
export async function placeOrder(
  options: PlaceOrderOptions,
): Promise<{ oid: string; form: PaymentForm | null }> {
  const { db, memberIdx, request } = options;
  const now = options.now ?? new Date();
  const cartIds = [...new Set(request.cartIdSet)];
  const { rows, keyTaken } = await readRowsToOrder(db, memberIdx, cartIds, request.orderKey);
  if (rows.length === 0) {
    // The rows leave the cart once an order is paid: the same submission again answers that order.
    const done = await findByKey(db, memberIdx, request.orderKey);
    if (done && !['PAY_WAIT', 'PAY_FAIL'].includes(done.status)) return { oid: done.oid, form: null };
    throw badRequest(orderMessages.noItemsToOrder);
  }
  if (rows.some((row) => row.item.itemStatus === 'STOP')) throw salesStopped();
  if (!rows.every(isOrderable)) throw badRequest(orderMessages.noItemsToOrder);
  const messages = new Map(
    request.deliveryRequestMessageJson.map((entry) => [entry.warehouseId, entry.requestMessage.trim()]),
  );
  const draft = buildOrder(rows, messages);
  checkForm(request, draft.needsShipping);
  const holdsContent = checkContentConsent(request, rows);
  const method = payMethodNamed(request.gopaymethod);
  if (draft.totals.totalPaidAmount > 0 && !method) throw badRequest(orderMessages.selectPayMethod);

  // Fast refusal when the stock read with the rows is already short (a drop's late comers); the
  // conditional statements below stay the guard against what changes meanwhile.
  const shortNow = shortagesAsRead(rows);
  if (shortNow.length > 0) {
    // Unless this is the same submission again: its order may hold that very stock.
    const earlier = keyTaken ? await findByKey(db, memberIdx, request.orderKey) : undefined;
    if (!earlier) {
      noteStockShort();
      throw outOfStock(shortNow);
    }
    return answerAgain(options, earlier, cartIds, method, now);
  }

  const contact = contactOf(request, draft.needsShipping);
  const oid = newOrderNumber('HM', now);
  const orderRow = {
    oid,
    memberIdx,
    orderKey: request.orderKey,
    goodName: draft.goodName,
    ...contact,
    // The payment form sends the address entered as the buyer's (mall.md §7 payment form posts).
    buyerZipCode: contact.zipCode,
    buyerAddress: contact.address,
    buyerDetailedAddress: contact.detailedAddress,
    needsShipping: draft.needsShipping,
    payDevice: options.device,
    ...draft.totals,
    cartIds: rows.map((row) => row.cartId),
    holdExpiresAt: new Date(now.getTime() + holdMs),
    contentWithdrawalAgreedAt: holdsContent ? now : null,
    createdAt: now,
    updatedAt: now,
  };
  // An order costing nothing is completed in the same transaction that writes it.
  const completeAtOnce =
    draft.totals.totalPaidAmount > 0
      ? undefined
      : async (tx: Db, orderId: number) => {
          const outgoing = await completeOrder(tx, orderId, { amount: 0, tid: null, method: 'free', now });
          return options.messaging.enqueue(tx, outgoing);
        };
  const placed = await insertOrderTakingStock(options, orderRow, draft, completeAtOnce);
  if (!placed) {
    const existing = await findByKey(db, memberIdx, request.orderKey);
    if (!existing) throw new Error('order key taken but no order found');
    return answerAgain(options, existing, cartIds, method, now);
  }
  if (draft.totals.totalPaidAmount === 0) {
    await options.messaging.dispatch(placed.followUp ?? []);
    return { oid, form: null };
  }
  return startOrderPayment(
    options,
    {
      id: placed.id,
      oid,
      goodName: draft.goodName,
      amount: draft.totals.totalPaidAmount,
      contact,
      cartIds: rows.map((row) => row.cartId),
      needsShipping: draft.needsShipping,
    },
    method as PayMethod,
    now,
  );
}

/** The lines that ask for more than the stock read with the cart rows. */
export function shortagesAsRead(rows: readonly CartRow[]): OutOfStock['shortages'] {
  const shortages: OutOfStock['shortages'] = [];
  for (const row of rows) {
    if (row.item.itemType !== 'PRODUCT') continue;
    for (const line of row.options)
      if (line.combinationId !== null && line.stock !== null && line.quantity > line.stock)
        shortages.push({
          optionName: row.item.title,
          optionPathNames: line.optionPathNames,
          requested: line.quantity,
          available: Math.max(line.stock, 0),
        });
    if (row.options.length === 0 && row.item.productStock !== null && row.units > row.item.productStock)
      shortages.push({
        optionName: row.item.title,
        optionPathNames: [],
        requested: row.units,
        available: Math.max(row.item.productStock, 0),
      });
  }
  return shortages;
}

/**
 * The member's order placed with this key, if any: every late buyer of a drop asks (the same
 * submission again may hold the stock), so it is built and prepared once.
 */
const orderByKey = perDatabase((db) =>
  db
    .select()
    .from(mallOrders)
    .where(
      and(
        eq(mallOrders.memberIdx, sql.placeholder('memberIdx')),
        eq(mallOrders.orderKey, sql.placeholder('orderKey')),
      ),
    )
    .prepare('mall_order_by_key'),
);

async function findByKey(db: Db, memberIdx: number, orderKey: string) {
  const [order] = await orderByKey(db).execute({ memberIdx, orderKey });
  return order;
}

/** The same submission again: a paid (or issued) order answers as it is, an unpaid one is paid again. */
function answerAgain(
  options: PlaceOrderOptions,
  order: typeof mallOrders.$inferSelect,
  cartIds: number[],
  method: PayMethod | undefined,
  now: Date,
) {
  if (!['PAY_WAIT', 'PAY_FAIL'].includes(order.status)) return { oid: order.oid, form: null };
  return payAgain(options, order, cartIds, method, now);
}

/**
 * An unpaid order submitted again is paid again,
 * taking its stock back first if its hold ran out, with the buyer and recipient as now entered.
 */
async function payAgain(
  options: PlaceOrderOptions,
  order: typeof mallOrders.$inferSelect,
  cartIds: number[],
  method: PayMethod | undefined,
  now: Date,
) {
  if (order.totalPaidAmount === 0) return { oid: order.oid, form: null };
  if (order.cartIds.length !== cartIds.length || !cartIds.every((id) => order.cartIds.includes(id)))
    throw badRequest(orderMessages.orderChanged);
  if (!method) throw badRequest(orderMessages.selectPayMethod);
  const contact = contactOf(options.request, order.needsShipping);
  await options.db.transaction(async (tx) => {
    const hold = {
      ...contact,
      payDevice: options.device,
      holdExpiresAt: new Date(now.getTime() + holdMs),
      // A payment attempt starts the hold afresh, with its extensions.
      holdExtensions: 0,
      failReason: null,
      updatedAt: now,
    };
    const [held] = await tx
      .update(mallOrders)
      .set(hold)
      .where(
        and(eq(mallOrders.id, order.id), eq(mallOrders.status, 'PAY_WAIT'), eq(mallOrders.stockHeld, true)),
      )
      .returning({ id: mallOrders.id });
    if (held) return;
    const [retaken] = await tx
      .update(mallOrders)
      .set({ ...hold, status: 'PAY_WAIT', stockHeld: true })
      .where(
        and(
          eq(mallOrders.id, order.id),
          inArray(mallOrders.status, ['PAY_WAIT', 'PAY_FAIL']),
          eq(mallOrders.stockHeld, false),
        ),
      )
      .returning({ id: mallOrders.id });
    if (!retaken) throw badRequest(orderMessages.notPayable);
    const shortages = await takeStock(tx, await stockClaimOf(tx, order.id));
    if (shortages.length > 0) throw outOfStock(shortages);
  });
  return startOrderPayment(
    options,
    {
      id: order.id,
      oid: order.oid,
      goodName: order.goodName,
      amount: order.totalPaidAmount,
      contact,
      cartIds: order.cartIds,
      needsShipping: order.needsShipping,
    },
    method,
    now,
  );
}

/** Opens a payment attempt for the order through the payments module (it knows no domain). */
function startOrderPayment(
  options: PlaceOrderOptions,
  order: {
    id: number;
    oid: string;
    goodName: string;
    amount: number;
    contact: ReturnType<typeof contactOf>;
    cartIds: number[];
    needsShipping: boolean;
  },
  method: PayMethod,
  now: Date,
) {
  return options.payments
    .start({
      purpose: 'mall',
      referenceIdx: order.id,
      memberIdx: options.memberIdx,
      orderId: order.oid,
      amount: order.amount,
      goodName: order.goodName,
      buyer: { name: order.contact.buyerName, tel: order.contact.buyerTel, email: order.contact.buyerEmail },
      device: options.device,
      method,
      donePath: `/mypage/order_done/${order.oid}`,
      closePath: `/order?${new URLSearchParams({ cartIdSet: order.cartIds.join(','), payment: 'closed' })}`,
      vbankDeadline: depositDeadline(now),
      cashReceipt: options.request.cashReceipt,
      // 구매안전서비스: goods paid by transfer or virtual account go through the provider's escrow.
      escrow: escrowApplies(order.needsShipping, method),
    })
    .then((started) => ({ oid: order.oid, form: started.form }));
}
