/** Orders whose money is in (paid, or paid and since changed): their lines may be reviewed, returned or exchanged. */
export const paidOrderStatuses = [
  'ORDER_DONE',
  'REFUND_WAIT',
  'EXTRA_CREATED',
  'EXTRA_TRY',
  'EXTRA_FAIL',
  'EXTRA_VBANK',
  'EXTRA_DONE',
  'EXTRA_PAID',
  'PART_RETURNED',
  'PART_EXCHANGED',
  'FULL_EXCHANGED',
] as const;
