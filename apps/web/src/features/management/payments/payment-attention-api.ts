import type { PaymentNeedingAttention } from '@edu/shared';
import { api } from '@/lib/api-client';

/** The payments a person must check with the provider (`GET /api/admin/payments/attention`). */
export const getPaymentsNeedingAttention = (signal?: AbortSignal) =>
  api<{ list: PaymentNeedingAttention[] }>('/api/admin/payments/attention', { signal });
