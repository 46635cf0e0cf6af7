import { z } from 'zod';
import { attentionKinds } from './payment-attention.constants';

/** One row of the administration's "확인 필요" list (`GET /api/admin/payments/attention`). */
export const paymentNeedingAttentionSchema = z.object({
  kind: z.enum(attentionKinds),
  paymentId: z.number().int(),
  oid: z.string(),
  /** What is paid ('conference', …) and its idx in the owning module. */
  purpose: z.string(),
  referenceIdx: z.number().int(),
  goodName: z.string(),
  buyerName: z.string(),
  amount: z.number().int(),
  status: z.string(),
  method: z.string(),
  tid: z.string().nullable(),
  /** For a refund in doubt: the won asked back. */
  refundAmount: z.number().int().nullable(),
  /** What happened, in Korean, as the payment or the refund recorded it. */
  reason: z.string(),
  /** Korean time, `YYYY-MM-DD hh:mm:ss`. */
  since: z.string(),
});
export type PaymentNeedingAttention = z.infer<typeof paymentNeedingAttentionSchema>;

export const paymentsNeedingAttentionSchema = z.object({ list: z.array(paymentNeedingAttentionSchema) });
