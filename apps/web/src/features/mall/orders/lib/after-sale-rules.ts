/** Orders not paid (yet): nothing after the sale is offered on them. */
const unpaidStatuses = ['PAY_WAIT', 'VBANK_WAIT', 'PAY_FAIL'];

/** Paid orders on which an exchange, a return or a cancellation may be asked for. */
const refundableStatuses = ['ORDER_DONE', 'EXTRA_DONE', 'PART_RETURNED', 'PART_EXCHANGED', 'REFUND_WAIT'];

/** "(추가)결제생성" offers the extra payment (spec §4); a failed one may be tried again. */
const extraPayableStatuses = ['EXTRA_CREATED', 'EXTRA_FAIL'];

/**
 * A line may be reviewed once its order is done or later (not waiting for payment or deposit, not
 * failed); a product line is checked by its own status too. The server decides in the end.
 */
export const canReview = (orderStatus: string, lineStatus: string = orderStatus): boolean =>
  !unpaidStatuses.includes(orderStatus) && !unpaidStatuses.includes(lineStatus);

/** Whether the 교환/반품/취소 신청 button shows on the order. */
export const canRequestRefund = (orderStatus: string): boolean => refundableStatuses.includes(orderStatus);

/** Whether the order's pending extra charge may be paid now. */
export const canPayExtra = (orderStatus: string): boolean => extraPayableStatuses.includes(orderStatus);
