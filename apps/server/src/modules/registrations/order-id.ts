import { newOrderNumber } from '../../platform/order-number';

/** A registration's payment order id, e.g. HB20261122A7K2M9Q4X1ZT (see newOrderNumber). */
export const newOrderId = (now: Date): string => newOrderNumber('HB', now);
