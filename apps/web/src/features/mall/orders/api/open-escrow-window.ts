import type { escrowWindowSchema } from '@edu/shared';
import type { z } from 'zod';
import { newApi } from '@/lib/api-client';

type EscrowWindow = z.infer<typeof escrowWindowSchema>;

/**
 * The provider's confirmation window of one's escrow order (POST /new_api/customer/order/v2/escrow/{oid}):
 * the signed form the page opens for the buyer's device.
 */
export function openEscrowWindow(oid: string, device: 'pc' | 'mobile'): Promise<EscrowWindow> {
  return newApi<EscrowWindow>(`/new_api/customer/order/v2/escrow/${encodeURIComponent(oid)}`, {
    method: 'POST',
    body: { device },
  });
}
