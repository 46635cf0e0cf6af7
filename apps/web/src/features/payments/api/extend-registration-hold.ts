import type { PaymentHold } from '@edu/shared';
import { api } from '@/lib/api-client';

/** Asks for 15 more minutes on the seats of the member's unpaid registration; answers the new hold. */
export const extendRegistrationHold = (registrationIdx: number) =>
  api<PaymentHold>(`/api/registered/conference/pay/${registrationIdx}/extend`, { method: 'POST' });
