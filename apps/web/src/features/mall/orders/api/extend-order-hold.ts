import type { PaymentHold } from '@edu/shared';
import { newApi } from '@/lib/api-client';

/** Asks for 15 more minutes on the stock of the member's unpaid order; answers the new hold. */
export const extendOrderHold = (oid: string) =>
  newApi<PaymentHold>(`/new_api/customer/order/v2/${encodeURIComponent(oid)}/extend-hold`, {
    method: 'POST',
  });
