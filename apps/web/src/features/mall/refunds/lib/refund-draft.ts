import {
  afterSaleMessages,
  type OrderDetail,
  type RefundReason,
  type RefundRequest,
  type RefundType,
} from '@edu/shared';

/** What the buyer fills in on the exchange / return / cancel request (spec §3 Refund request). */
export type RefundDraft = {
  refundType: RefundType | null;
  reasonType: RefundReason | '';
  /** 전체 신청: the whole order; the chosen products are then not asked for. */
  refundAll: boolean;
  /** The chosen product lines (orderItemId of the order's deliveryList[].orderProductList[]). */
  productIds: number[];
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
  productIds: [],
  title: '',
  reasonDetail: '',
  bankName: '',
  accountNumber: '',
  accountOwner: '',
};

/** The fields the request checks, in the spec's order (§5 Refund request). */
export const refundFields = ['refundType', 'product', 'title', 'reasonType'] as const;
export type RefundField = (typeof refundFields)[number];
export type RefundProblem = { field: RefundField; message: string };

const messageOf: Record<RefundField, string> = {
  refundType: afterSaleMessages.refundTypeRequired,
  product: afterSaleMessages.refundProductRequired,
  title: afterSaleMessages.refundTitleRequired,
  reasonType: afterSaleMessages.refundReasonRequired,
};

/**
 * The first thing missing on the request, with its alert, or null when it may be sent: the type, a
 * product unless the whole order is asked for, the title, then the reason. The account and photos are optional.
 */
export function firstRefundProblem(draft: RefundDraft): RefundProblem | null {
  const missing: Record<RefundField, boolean> = {
    refundType: draft.refundType === null,
    product: !draft.refundAll && draft.productIds.length === 0,
    title: draft.title.trim() === '',
    reasonType: draft.reasonType === '',
  };
  const field = refundFields.find((candidate) => missing[candidate]);
  return field ? { field, message: messageOf[field] } : null;
}

/** The order's product lines a request may name (contents are asked for with 전체 신청 only). */
export const refundableProducts = (order: Pick<OrderDetail, 'deliveryList'>) =>
  order.deliveryList.flatMap((group) => group.orderProductList);

/** The JSON part `refund` of the request: the typed fields trimmed; no products when the whole order is asked for. */
export function buildRefundRequest(oid: string, draft: RefundDraft): RefundRequest {
  return {
    oid,
    refundType: draft.refundType,
    reasonType: draft.reasonType,
    refundAll: draft.refundAll,
    refundItemList: draft.refundAll
      ? []
      : draft.productIds.map((orderProductId) => ({ orderProductId, fullRefunded: true })),
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
