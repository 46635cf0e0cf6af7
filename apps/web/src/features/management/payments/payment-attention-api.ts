import type { PaymentNeedingAttention, PaymentResolution } from '@edu/shared';
import { api } from '@/lib/api-client';

/** The payments a person must check with the provider (`GET /api/admin/payments/attention`). */
export const getPaymentsNeedingAttention = (signal?: AbortSignal) =>
  api<{ list: PaymentNeedingAttention[] }>('/api/admin/payments/attention', { signal });

/** Settles one with what the provider's back office showed (`PUT /api/admin/payments/{id}/resolution`). */
export const resolvePayment = (paymentId: number, resolution: PaymentResolution) =>
  api<null>(`/api/admin/payments/${paymentId}/resolution`, { method: 'PUT', body: resolution });

export const attentionQueryKey = ['admin', 'payments', 'attention'] as const;
