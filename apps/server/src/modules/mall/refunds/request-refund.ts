import {
  afterSaleLimits,
  afterSaleMessages,
  contentsOnlyRefundTypeProblem,
  isRefundAccountNumber,
  paidOrderStatuses,
  purchaseConfirmationMessages,
  type Refund,
  refundRequestSchema,
  refundTypeProblem,
  type SalesDetail,
} from '@edu/shared';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../platform/db/database';
import { AppError, badRequest, conflict, notFound } from '../../../platform/http/app-error';
import { dottedDateTime } from '../../../platform/korean-days';
import { checkPostImage, storeEditorImage, type UploadedFile } from '../../community';
import type { FileStorage } from '../../storage';
import { releaseContentsAskedBack } from '../contents';
import {
  holdOrderForRequest,
  linesLeftToRefund,
  lockUnconfirmedLines,
  memberOrderByOid,
  type OptionUnits,
  optionLabelsOf,
  optionLinesOf,
  orderLinesByIds,
  productLinesOf,
  releaseOrderHold,
  unpaidExtraChargeOf,
} from '../orders';
import { checkContentWithdrawal, holdContentsForRequest } from './content-withdrawal-check';
import { mallRefundItems, mallRefunds } from './refunds.tables';

const refundPhotoFolder = 'mall/refunds';
type RefundRequestBody = z.output<typeof refundRequestSchema>;
/** Statuses an exchange, return or cancellation may be asked from (a paid order, not waiting for a decision). */
const requestable = paidOrderStatuses.filter((status) => status !== 'REFUND_WAIT');

type GoodsLine = {
  id: number;
  quantity: number;
  refundedQuantity: number;
  deliveryStatus: string | null;
  confirmedAt: Date | null;
};

/**
 * The lines a request names and the units it asks of each (all that is left when it does not say):
 * every goods line still refundable for the whole order; a line not of this order answers no `line`.
 */
function chosenUnits(request: RefundRequestBody, goods: GoodsLine[], isLeft: (id: number) => boolean) {
  const asked = request.refundAll
    ? goods
        .filter((line) => isLeft(line.id))
        .map((line) => ({ orderProductId: line.id, quantity: undefined }))
    : request.refundItemList.filter(
        (item, index, all) =>
          all.findIndex((other) => other.orderProductId === item.orderProductId) === index,
      );
  return asked.map((item) => {
    const line = goods.find((candidate) => candidate.id === item.orderProductId);
    const units = item.quantity ?? (line ? line.quantity - line.refundedQuantity : 0);
    const optionList = 'optionList' in item ? item.optionList : undefined;
    return { id: item.orderProductId, line, units, optionList };
  });
}

type OptionLine = { id: number; quantity: number; refundedQuantity: number };

/**
 * The units asked of each option line of a line (null for a line without option lines): as the request
 * splits them, each within what is left of its option line; unsplit, a line of one option line gives
 * them to it and a line of several only its whole rest (which option line would be unclear otherwise).
 */
function optionUnitsAsked(
  options: readonly OptionLine[],
  units: number,
  split: readonly { orderItemOptionId: number; quantity: number }[] | undefined,
): OptionUnits[] | null {
  if (options.length === 0) return null;
  const left = (option: OptionLine) => option.quantity - option.refundedQuantity;
  if (!split) {
    if (options.length === 1 && options[0]) return [{ orderItemOptionId: options[0].id, units }];
    const rest = options.reduce((sum, option) => sum + left(option), 0);
    if (units !== rest) throw badRequest(afterSaleMessages.refundOptionUnitsInvalid);
    return options
      .filter((option) => left(option) > 0)
      .map((option) => ({ orderItemOptionId: option.id, units: left(option) }));
  }
  const ids = split.map((share) => share.orderItemOptionId);
  const wrong = split.some((share) => {
    const option = options.find((candidate) => candidate.id === share.orderItemOptionId);
    return !option || share.quantity > left(option);
  });
  if (wrong || new Set(ids).size !== ids.length) throw badRequest(afterSaleMessages.refundOptionUnitsInvalid);
  return split
    .filter((share) => share.quantity > 0)
    .map((share) => ({ orderItemOptionId: share.orderItemOptionId, units: share.quantity }));
}

async function memberOrder(db: Db, memberIdx: number, oid: string) {
  const order = await memberOrderByOid(db, memberIdx, oid);
  if (!order) throw notFound('주문 정보를 찾을 수 없습니다.');
  return order;
}

/**
 * POST /new_api/customer/refund/new: an exchange, return or cancellation request of a paid order,
 * checked in the spec's order (type, products unless the whole order — none confirmed (구매확정) —, title,
 * reason), then the units
 * of each line (1 to what is left), the type against the line's delivery (취소 before shipping, 교환 or
 * 반품 after; a request of contents only is 취소, 청약철회) and the account number; 032 while a virtual account waits for its deposit. Photos are
 * checked as images and stored before the request is written; the order shows REFUND_WAIT until the
 * request is decided or withdrawn.
 */
export async function requestRefund(options: {
  db: Db;
  storage: FileStorage;
  memberIdx: number;
  json: unknown;
  images: UploadedFile[];
}): Promise<void> {
  const { db, memberIdx } = options;
  const parsed = refundRequestSchema.safeParse(options.json);
  if (!parsed.success) throw badRequest();
  const request = parsed.data;
  const order = await memberOrder(db, memberIdx, request.oid);
  if (order.status === 'VBANK_WAIT')
    throw new AppError(409, afterSaleMessages.refundWhileDeposit, { code: '032', notAuthorisation: true });
  if (!request.refundType) throw badRequest(afterSaleMessages.refundTypeRequired);
  const refundType = request.refundType;
  const goods = await productLinesOf(db, order.id);
  // A line whose money already went back cannot be asked for again (nor exchanged).
  const left = await linesLeftToRefund(db, order.id);
  const isLeft = (id: number) => left.some((line) => line.id === id);
  const chosen = chosenUnits(request, goods, isLeft);
  // The whole order may be asked for without goods (an order of contents only).
  if ((!request.refundAll && chosen.length === 0) || chosen.some(({ line }) => line === undefined))
    throw badRequest(afterSaleMessages.refundProductRequired);
  if (request.refundAll && left.length === 0) throw badRequest(afterSaleMessages.refundNothingLeft);
  if (!chosen.every(({ id }) => isLeft(id))) throw badRequest(afterSaleMessages.refundLineAlreadyRefunded);
  // A line the buyer confirmed (or that confirmed itself after delivery) is settled: no exchange or return.
  if (chosen.some(({ line }) => line?.confirmedAt))
    throw badRequest(purchaseConfirmationMessages.refundRefused);
  if (!request.title.trim()) throw badRequest(afterSaleMessages.refundTitleRequired);
  if (!request.reasonType) throw badRequest(afterSaleMessages.refundReasonRequired);
  // No goods asked back: the request holds only contents, which are cancelled, never exchanged or returned.
  const contentsOnlyProblem = chosen.length === 0 ? contentsOnlyRefundTypeProblem(refundType) : null;
  if (contentsOnlyProblem) throw badRequest(contentsOnlyProblem);
  if (!(requestable as readonly string[]).includes(order.status)) {
    if (order.status === 'REFUND_WAIT') throw conflict(afterSaleMessages.refundPending);
    throw badRequest(afterSaleMessages.refundNotAllowed);
  }
  await checkContentWithdrawal(db, order, {
    refundType,
    refundAll: request.refundAll,
    reasonType: request.reasonType,
  });
  const optionLines = await optionLinesOf(
    db,
    chosen.map(({ id }) => id),
  );
  const asked = chosen.map(({ id, line, units, optionList }) => {
    const options = optionUnitsAsked(optionLines.get(id) ?? [], units, optionList);
    const total = options ? options.reduce((sum, share) => sum + share.units, 0) : units;
    if (!line || total < 1 || total > line.quantity - line.refundedQuantity)
      throw badRequest(afterSaleMessages.refundQuantityInvalid);
    const problem = refundTypeProblem(refundType, line.deliveryStatus);
    if (problem) throw badRequest(problem);
    return { id, units: total, options };
  });
  if (!isRefundAccountNumber(request.refundAccountNumber))
    throw badRequest(afterSaleMessages.refundAccountNumberInvalid);
  if (options.images.length > afterSaleLimits.refundPhotosMax) throw badRequest();
  const checked = options.images.map((file) => checkPostImage(file));
  const photos: string[] = [];
  for (const image of checked) photos.push(await storeEditorImage(options.storage, image, refundPhotoFolder));

  await db.transaction(async (tx) => {
    // Decided on the order as it is now: one request waits at a time.
    if (!(await holdOrderForRequest(tx, order.id, requestable)))
      throw conflict(afterSaleMessages.refundPending);
    await holdContentsForRequest(tx, order, {
      refundType,
      refundAll: request.refundAll,
      reasonType: request.reasonType ?? null,
    });
    // One conditional statement locks the lines asked back while they are still unconfirmed: a buyer's
    // 구매확정 (or the provider's) at the same instant either waits for this request and then sees it,
    // or went first, and this finds the line confirmed and refuses.
    if (
      !(await lockUnconfirmedLines(
        tx,
        asked.map(({ id }) => id),
      ))
    )
      throw badRequest(purchaseConfirmationMessages.refundRefused);
    const [refund] = await tx
      .insert(mallRefunds)
      .values({
        orderId: order.id,
        memberIdx,
        refundType,
        reasonType: request.reasonType as string,
        refundAll: request.refundAll,
        title: request.title.trim(),
        reasonDetail: request.reasonDetail.trim(),
        refundAccountBankName: request.refundAccountBankName.trim(),
        refundAccountNumber: request.refundAccountNumber.trim(),
        refundAccountOwner: request.refundAccountOwner.trim(),
        images: photos,
        orderStatusBefore: order.status,
      })
      .returning({ id: mallRefunds.id });
    if (!refund) throw new Error('refund not written');
    if (asked.length)
      await tx.insert(mallRefundItems).values(
        asked.map(({ id, units, options }) => ({
          refundId: refund.id,
          orderItemId: id,
          quantity: units,
          optionUnits: options,
        })),
      );
  });
}

/** Withdraws the member's request while it waits (REFUND_REQUESTED); the order gets its status back. */
export async function withdrawRefund(db: Db, memberIdx: number, refundId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [refund] = await tx
      .update(mallRefunds)
      .set({ status: 'REFUND_REQUEST_CANCEL', updatedAt: new Date() })
      .where(
        and(
          eq(mallRefunds.id, refundId),
          eq(mallRefunds.memberIdx, memberIdx),
          eq(mallRefunds.status, 'REFUND_REQUESTED'),
        ),
      )
      .returning({ orderId: mallRefunds.orderId, before: mallRefunds.orderStatusBefore });
    if (!refund) throw badRequest(afterSaleMessages.refundNotWithdrawable);
    await releaseOrderHold(tx, refund.orderId, refund.before);
    await releaseContentsAskedBack(tx, refund.orderId);
  });
}

/** Requests as the buyer and the administration see them, in the order given, with their lines. */
export async function refundsOfOrders(
  db: Db,
  refunds: (typeof mallRefunds.$inferSelect)[],
): Promise<Refund[]> {
  const asked = refunds.length
    ? await db
        .select({
          refundId: mallRefundItems.refundId,
          orderItemId: mallRefundItems.orderItemId,
          quantity: mallRefundItems.quantity,
          optionUnits: mallRefundItems.optionUnits,
        })
        .from(mallRefundItems)
        .where(
          inArray(
            mallRefundItems.refundId,
            refunds.map((refund) => refund.id),
          ),
        )
        .orderBy(asc(mallRefundItems.id))
    : [];
  const lines = await orderLinesByIds(
    db,
    asked.map((item) => item.orderItemId),
  );
  const items = asked.flatMap((item) => {
    const line = lines.get(item.orderItemId);
    if (!line) return [];
    // Requests made before units could be chosen asked for the whole line.
    const quantity = item.quantity ?? line.quantity;
    return [
      {
        refundId: item.refundId,
        orderProductId: line.id,
        title: line.title,
        quantity,
        optionUnits: item.optionUnits,
      },
    ];
  });
  const labels = await optionLabelsOf(db, [...new Set(items.map((item) => item.orderProductId))]);
  // A line of one option line (or none) says its units; a line of several names each option line asked.
  const optionsOf = (item: (typeof items)[number]) =>
    (item.optionUnits ?? []).flatMap((share) => {
      const label = labels.get(share.orderItemOptionId);
      return label === undefined ? [] : [{ label, quantity: share.units }];
    });
  return refunds.map((refund) => ({
    refundId: refund.id,
    refundType: refund.refundType as Refund['refundType'],
    reasonType: refund.reasonType as Refund['reasonType'],
    method: refund.refundAll ? 'ALL' : 'PART',
    title: refund.title,
    reasonDetail: refund.reasonDetail,
    requestDateTime: dottedDateTime(refund.createdAt),
    refundStatus: refund.status,
    items: items
      .filter((item) => item.refundId === refund.id)
      .map((item) => ({
        orderProductId: item.orderProductId,
        title: item.title,
        quantity: item.quantity,
        options: optionsOf(item),
      })),
    images: refund.images,
    withdrawable: refund.status === 'REFUND_REQUESTED',
    refundAmount: refund.refundAmount,
  }));
}

/** GET /new_api/order/v2/sales/detail/{oid}: the order's requests, newest first, and its unpaid extra charge. */
export async function getSalesDetail(db: Db, memberIdx: number, oid: string): Promise<SalesDetail> {
  const order = await memberOrder(db, memberIdx, oid);
  const refunds = await db
    .select()
    .from(mallRefunds)
    .where(eq(mallRefunds.orderId, order.id))
    .orderBy(desc(mallRefunds.id));
  const extra = await unpaidExtraChargeOf(db, order.id);
  return {
    refundList: await refundsOfOrders(db, refunds),
    extraPayment: extra
      ? { orderExtraOid: extra.oid, amount: extra.amount, reason: extra.reason, status: extra.status }
      : null,
  };
}
