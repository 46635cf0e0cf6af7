import { z } from 'zod';

/**
 * 현금영수증 for a real-time transfer or a virtual account: 소득공제 to a phone number, 지출증빙 to a
 * business registration number (a church's 고유번호 is accepted: the same ten digits), or none.
 */
export const cashReceiptKinds = ['deduction', 'proof'] as const;
export type CashReceiptKind = (typeof cashReceiptKinds)[number];

export const cashReceiptKindLabels: Record<CashReceiptKind, string> = {
  deduction: '소득공제',
  proof: '지출증빙',
};

/** The methods a cash receipt is issued for: the money comes from a bank account, not a card. */
export const cashReceiptMethods = ['DirectBank', 'VBank'] as const;
export const takesCashReceipt = (method: string | null | undefined) =>
  (cashReceiptMethods as readonly string[]).includes(method ?? '');

export const cashReceiptMessages = {
  phone: '소득공제용 휴대폰 번호를 010으로 시작하는 숫자 10~11자리로 입력해 주세요.',
  business: '지출증빙용 사업자등록번호(고유번호)를 숫자 10자리로 입력해 주세요.',
} as const;

/** The digits of what the buyer typed (hyphens and spaces are allowed while typing). */
export const cashReceiptDigits = (value: string) => value.replace(/[\s-]/g, '');

/** Why the number does not fit the kind (a Korean sentence), or undefined when it does. */
export function cashReceiptProblem(kind: CashReceiptKind, identifier: string): string | undefined {
  const digits = cashReceiptDigits(identifier);
  if (kind === 'deduction') return /^010\d{7,8}$/.test(digits) ? undefined : cashReceiptMessages.phone;
  return /^\d{10}$/.test(digits) ? undefined : cashReceiptMessages.business;
}

/** The number as it may be shown again: a phone's middle digits and a business number's last five hidden. */
export function maskCashReceiptIdentifier(kind: CashReceiptKind, identifier: string): string {
  const digits = cashReceiptDigits(identifier);
  if (kind === 'deduction') return `${digits.slice(0, 3)}-****-${digits.slice(-4)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-*****`;
}

/** The buyer's choice as a form sends it: none, or a kind with its number. */
export const cashReceiptRequestSchema = z
  .object({
    kind: z.enum(cashReceiptKinds),
    identifier: z.string().max(20),
  })
  .superRefine((value, ctx) => {
    const problem = cashReceiptProblem(value.kind, value.identifier);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['identifier'] });
  })
  .transform((value) => ({ kind: value.kind, identifier: cashReceiptDigits(value.identifier) }));
export type CashReceiptRequest = z.input<typeof cashReceiptRequestSchema>;

/** A payment's cash receipt as its buyer sees it: asked for, and once issued its number and link. */
export const cashReceiptSchema = z.object({
  kind: z.enum(cashReceiptKinds),
  maskedIdentifier: z.string(),
  approvalNumber: z.string().nullable(),
  issuedAt: z.string().nullable().describe('ISO time the provider issued it'),
  url: z.string().nullable().describe('the provider’s receipt page'),
  cancelledAmount: z.number().int().describe('won cancelled with refunds'),
  awaitsDeposit: z
    .boolean()
    .optional()
    .describe(
      'not issued yet: a virtual account’s receipt is issued with the deposit (false: it was not issued)',
    ),
});
export type CashReceipt = z.infer<typeof cashReceiptSchema>;
