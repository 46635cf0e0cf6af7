import type { CashReceiptRequest, PayForm } from '@edu/shared';
import { api } from '@/lib/api-client';

export type PayDevice = 'pc' | 'mobile';

/** Asks the server to open a payment attempt; answers the provider form it signed. */
export function openPaymentWindow(options: {
  registrationIdx: number;
  device: PayDevice;
  method: string;
  inApp: boolean;
  /** 현금영수증 asked with a transfer or a virtual account. */
  cashReceipt?: CashReceiptRequest;
}): Promise<PayForm> {
  return api<PayForm>(`/api/payment/pay/${options.device}`, {
    method: 'POST',
    body: {
      idx: options.registrationIdx,
      gopaymethod: options.method,
      app: options.inApp ? 'Y' : 'N',
      ...(options.cashReceipt && { cashReceipt: options.cashReceipt }),
    },
  });
}
