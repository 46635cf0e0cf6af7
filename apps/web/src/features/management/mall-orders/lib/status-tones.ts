/** The admin badge colours (adminBadgeClass keys) a status is shown in. */
export type BadgeTone = 'neutral' | 'waiting' | 'done' | 'error' | 'info';

const orderTones: Record<string, BadgeTone> = {
  PAY_WAIT: 'waiting',
  VBANK_WAIT: 'waiting',
  REFUND_WAIT: 'waiting',
  EXTRA_CREATED: 'waiting',
  EXTRA_TRY: 'waiting',
  EXTRA_VBANK: 'waiting',
  PAY_FAIL: 'error',
  EXTRA_FAIL: 'error',
  ORDER_DONE: 'done',
  EXTRA_PAID: 'done',
  EXTRA_DONE: 'done',
  PART_RETURNED: 'info',
  PART_EXCHANGED: 'info',
};

/** An order's status: waiting for money or a decision amber, failed red, paid green, partly undone blue, ended grey. */
export const orderStatusTone = (status: string): BadgeTone => orderTones[status] ?? 'neutral';

const deliveryTones: Record<string, BadgeTone> = { READY: 'waiting', START: 'info', DELIVERED: 'done' };

/** A line's delivery: to ship amber, on its way blue, delivered green, anything else grey. */
export const deliveryStatusTone = (status: string): BadgeTone => deliveryTones[status] ?? 'neutral';
