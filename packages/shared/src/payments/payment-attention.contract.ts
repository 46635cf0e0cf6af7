import { z } from 'zod';
import { attentionKinds, paymentResolutions } from './payment-attention.constants';

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
  /** For a refund in doubt: its id (to settle it) and the won asked back. */
  refundId: z.number().int().nullable(),
  refundAmount: z.number().int().nullable(),
  /** What happened, in Korean, as the payment or the refund recorded it. */
  reason: z.string(),
  /** Korean time, `YYYY-MM-DD hh:mm:ss`. */
  since: z.string(),
});
export type PaymentNeedingAttention = z.infer<typeof paymentNeedingAttentionSchema>;

export const paymentsNeedingAttentionSchema = z.object({ list: z.array(paymentNeedingAttentionSchema) });

/** PUT /api/admin/payments/{paymentId}/resolution: what a person found out from the provider. */
export const paymentResolutionSchema = z.object({
  resolution: z.enum(paymentResolutions),
  /** The refund in doubt being settled (refundMade, refundNotMade). */
  refundId: z.number().int().positive().optional(),
  /** What the provider's back office showed; written to the audit log. */
  note: z
    .string()
    .trim()
    .min(2, '결제사에서 확인한 내용을 적어 주세요.')
    .max(200, '200자 이내로 입력해주세요.'),
});
export type PaymentResolution = z.infer<typeof paymentResolutionSchema>;
