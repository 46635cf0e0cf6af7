import {
  afterSaleMessages,
  contentsOnlyRefundTypes,
  expectedRefund,
  isRefundAccountNumber,
  type OrderDetail,
  purchaseConfirmationMessages,
  type Refund,
  type RefundableLine,
  type RefundReason,
  type RefundRequest,
  type RefundType,
  refundMoneyStates,
  refundTypeLabels,
  refundTypeProblem,
  refundTypes,
  refundTypesOfLine,
  returnDeliveryFee,
} from '@edu/shared';

/** A product line of the order as the request form reads it. */
export type RefundableProduct = OrderDetail['deliveryList'][number]['orderProductList'][number];

/**
 * A chosen line and its units; a line of several option lines also says how many of each (their sum is
 * `units`), since a teacher's set and a student's set are not the same goods nor the same price.
 */
export type ChosenLine = {
  orderItemId: number;
  units: number;
  options?: { orderItemOptionId: number; units: number }[];
};

/** What the buyer fills in on the exchange / return / cancel request (spec §3 Refund request). */
export type RefundDraft = {
  refundType: RefundType | null;
  reasonType: RefundReason | '';
  /** 전체 신청: the whole order; the chosen products are then not asked for. */
  refundAll: boolean;
  /** The chosen product lines (orderItemId of the order's deliveryList[].orderProductList[]) and their units. */
  products: ChosenLine[];
  title: string;
  reasonDetail: string;
  bankName: string;
  accountNumber: string;
  accountOwner: string;
};

export const emptyRefundDraft: RefundDraft = {
  refundType: null,
  reasonType: '',
  refundAll: false,
  products: [],
  title: '',
  reasonDetail: '',
  bankName: '',
  accountNumber: '',
  accountOwner: '',
};

/** The fields the request checks: the spec's order (§5 Refund request), then the optional account. */
export const refundFields = [
  'refundType',
  'product',
  'title',
  'reasonType',
  'units',
  'accountNumber',
] as const;
export type RefundField = (typeof refundFields)[number];
export type RefundProblem = { field: RefundField; message: string };

const messageOf: Record<RefundField, string> = {
  refundType: afterSaleMessages.refundTypeRequired,
  product: afterSaleMessages.refundProductRequired,
  title: afterSaleMessages.refundTitleRequired,
  reasonType: afterSaleMessages.refundReasonRequired,
  units: afterSaleMessages.refundQuantityInvalid,
  accountNumber: afterSaleMessages.refundAccountNumberInvalid,
};

/**
 * The first thing missing or wrong on the request, with its alert, or null when it may be sent: the
 * type, a product unless the whole order is asked for, the title, the reason, at least one unit of each
 * chosen line, then an account number of digits and hyphens. The account and photos are optional.
 */
export function firstRefundProblem(draft: RefundDraft): RefundProblem | null {
  const wrong: Record<RefundField, boolean> = {
    refundType: draft.refundType === null,
    product: !draft.refundAll && draft.products.length === 0,
    title: draft.title.trim() === '',
    reasonType: draft.reasonType === '',
    units: !draft.refundAll && draft.products.some((line) => line.units < 1),
    accountNumber: !isRefundAccountNumber(draft.accountNumber),
  };
  const field = refundFields.find((candidate) => wrong[candidate]);
  return field ? { field, message: messageOf[field] } : null;
}

/** The order's product lines (contents are asked for with 전체 신청 only). */
export const refundableProducts = (order: Pick<OrderDetail, 'deliveryList'>): RefundableProduct[] =>
  order.deliveryList.flatMap((group) => group.orderProductList);

/** The units of a line (or option line) whose money has not gone back yet: what a request may still ask for. */
export const unitsLeft = (line: { quantity: number; refundedQuantity: number }): number =>
  Math.max(0, line.quantity - line.refundedQuantity);

/** Whether the line's units are chosen option line by option line (it has several). */
export const choosesByOption = (product: RefundableProduct): boolean => product.optionList.length > 1;

/** A line just chosen: all that is left of it (of each of its option lines). */
export function chosenWhole(product: RefundableProduct): ChosenLine {
  if (!choosesByOption(product)) return { orderItemId: product.orderItemId, units: unitsLeft(product) };
  const options = product.optionList.map((option) => ({
    orderItemOptionId: option.orderItemOptionId,
    units: unitsLeft(option),
  }));
  return { orderItemId: product.orderItemId, units: sumUnits(options), options };
}

/** The chosen line with one option line's units changed (the line's units follow). */
export function withOptionUnits(line: ChosenLine, orderItemOptionId: number, units: number): ChosenLine {
  const options = (line.options ?? []).map((option) =>
    option.orderItemOptionId === orderItemOptionId ? { ...option, units } : option,
  );
  return { ...line, units: sumUnits(options), options };
}

const sumUnits = (options: readonly { units: number }[]) =>
  options.reduce((sum, option) => sum + option.units, 0);

/** Whether the order has no goods left to ask for: a request of it takes back only its contents. */
const hasNoGoodsLeft = (order: Pick<OrderDetail, 'deliveryList'>): boolean =>
  refundableProducts(order).every((product) => unitsLeft(product) === 0);

/**
 * The request types the order offers now: 취소 for goods still prepared, 교환 and 반품 for shipped
 * ones; an order of contents only offers 취소 (청약철회) alone, for the whole order.
 */
export function offeredRefundTypes(order: Pick<OrderDetail, 'deliveryList'>): RefundType[] {
  const left = refundableProducts(order).filter((product) => unitsLeft(product) > 0);
  // No goods left to ask for: the request is of the order's contents, withdrawn and never sent back.
  if (left.length === 0) return [...contentsOnlyRefundTypes];
  return refundTypes.filter((type) =>
    left.some((product) => refundTypesOfLine(product.deliveryStatus).includes(type)),
  );
}

/** A type's name on the form; an order of contents only says what its 취소 is: the money back, 청약철회. */
export const offeredRefundTypeLabel = (order: Pick<OrderDetail, 'deliveryList'>, type: RefundType): string =>
  type === 'CANCEL' && hasNoGoodsLeft(order) ? '취소/환불 (청약철회)' : refundTypeLabels[type];

/** The request's name as the order offers it now ("취소 신청", "교환/반품 신청", "교환/반품/취소 신청"). */
export const refundRequestTitle = (order: Pick<OrderDetail, 'deliveryList'>): string =>
  `${offeredRefundTypes(order)
    .map((type) => refundTypeLabels[type])
    .join('/')} 신청`;

/**
 * Why a line cannot be asked for with the chosen type (nothing left, its purchase confirmed, or its
 * delivery), or null.
 */
export function productProblem(product: RefundableProduct, type: RefundType | null): string | null {
  if (unitsLeft(product) === 0) return afterSaleMessages.refundLineAlreadyRefunded;
  if (product.confirmedAt) return purchaseConfirmationMessages.refundRefused;
  return type ? refundTypeProblem(type, product.deliveryStatus) : null;
}

/** Whether 전체 신청 fits the chosen type: every line with something left fits it. */
export const wholeOrderFits = (order: Pick<OrderDetail, 'deliveryList'>, type: RefundType | null): boolean =>
  refundableProducts(order).every(
    (product) => unitsLeft(product) === 0 || productProblem(product, type) === null,
  );

/**
 * The return delivery fee the request takes off (the shared rule): for a change of mind and the like,
 * per delivery group whose goods go back.
 */
export function returnFeeOf(order: Pick<OrderDetail, 'deliveryList'>, draft: RefundDraft): number {
  const chosen = new Set(draft.products.map((line) => line.orderItemId));
  const groups = order.deliveryList.filter(
    (group) => draft.refundAll || group.orderProductList.some((product) => chosen.has(product.orderItemId)),
  );
  return returnDeliveryFee({
    refundType: draft.refundType ?? 'PAYBACK',
    reasonType: draft.reasonType || null,
    refundAll: draft.refundAll,
    groups: groups.map((group) => ({ oneWayFee: group.returnDeliveryFee, chargedFee: group.deliveryFee })),
  });
}

/** The won the request is expected to give back, by the same rule the administration is offered. */
export function expectedRefundOf(
  order: Pick<OrderDetail, 'deliveryList' | 'totalPaidAmount'>,
  refunds: readonly Pick<Refund, 'refundStatus' | 'refundAmount'>[],
  draft: RefundDraft,
): number {
  const products = refundableProducts(order);
  return expectedRefund({
    refundType: draft.refundType ?? 'PAYBACK',
    refundAll: draft.refundAll,
    paidAmount: order.totalPaidAmount,
    returnFee: returnFeeOf(order, draft),
    refundedBefore: refunds
      .filter((refund) => (refundMoneyStates as readonly string[]).includes(refund.refundStatus))
      .reduce((sum, refund) => sum + (refund.refundAmount ?? 0), 0),
    // Units of an option line are priced at that option line's price.
    lines: draft.products.flatMap(
      ({ orderItemId, units, options }): { line: RefundableLine; units: number }[] => {
        const line = products.find((product) => product.orderItemId === orderItemId);
        if (!line) return [];
        if (!options) return [{ line, units }];
        return options.flatMap((share) => {
          const option = line.optionList.find(
            (candidate) => candidate.orderItemOptionId === share.orderItemOptionId,
          );
          return option
            ? [{ line: { ...option, totalPrice: option.totalOptionPrice }, units: share.units }]
            : [];
        });
      },
    ),
  });
}

/** The JSON part `refund` of the request: the typed fields trimmed; no products when the whole order is asked for. */
export function buildRefundRequest(oid: string, draft: RefundDraft): RefundRequest {
  return {
    oid,
    refundType: draft.refundType,
    reasonType: draft.reasonType,
    refundAll: draft.refundAll,
    refundItemList: draft.refundAll
      ? []
      : draft.products.map(({ orderItemId, units, options }) => ({
          orderProductId: orderItemId,
          quantity: units,
          ...(options && {
            optionList: options.map((option) => ({
              orderItemOptionId: option.orderItemOptionId,
              quantity: option.units,
            })),
          }),
        })),
    title: draft.title.trim(),
    reasonDetail: draft.reasonDetail.trim(),
    refundAccountBankName: draft.bankName.trim(),
    refundAccountNumber: draft.accountNumber.trim(),
    refundAccountOwner: draft.accountOwner.trim(),
  };
}

/** POST /new_api/customer/refund/new's multipart body: the request as the field `refund`, each photo as `images`. */
export function refundFormData(request: RefundRequest, photos: readonly File[]): FormData {
  const body = new FormData();
  body.append('refund', JSON.stringify(request));
  for (const photo of photos) body.append('images', photo, photo.name);
  return body;
}
