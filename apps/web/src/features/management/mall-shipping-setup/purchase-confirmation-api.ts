import type { PurchaseConfirmationSetting } from '@edu/shared';
import { api } from '@/lib/api-client';

export const purchaseConfirmationQueryKey = ['admin', 'purchase-confirmation'] as const;
const path = '/api/admin/site-settings/purchase-confirmation';

/** GET …/purchase-confirmation: how many days after delivery goods confirm themselves (7 until set). */
export const getPurchaseConfirmation = (signal?: AbortSignal) =>
  api<PurchaseConfirmationSetting>(path, { signal });

/** PUT …/purchase-confirmation: sets the days (1 to 60); 400 with the server's Korean message. */
export const savePurchaseConfirmation = (body: PurchaseConfirmationSetting) =>
  api<PurchaseConfirmationSetting>(path, { method: 'PUT', body });
