import { characterCount, extraChargeStatuses, groupDigits } from '@edu/shared';

/**
 * Whether the order detail offers 추가 결제 요청, by the order's status: a paid order without an extra
 * charge yet (the same list the server checks; it says 400 otherwise).
 */
export const extraChargeOffered = (orderStatus: string): boolean =>
  (extraChargeStatuses as readonly string[]).includes(orderStatus);

export const extraChargeLimits = { amountMin: 100, amountMax: 10_000_000, reasonMax: 200 } as const;

export const extraChargeMessages = {
  amountRequired: '추가 결제 금액을 입력해 주세요.',
  amountInvalid: '금액은 100원부터 10,000,000원까지 숫자로 입력해 주세요.',
  reasonRequired: '추가 결제 사유를 입력해 주세요.',
  reasonTooLong: `사유는 ${extraChargeLimits.reasonMax}자 이내로 입력해 주세요.`,
  done: '추가 결제를 요청했습니다.',
} as const;

/** The form as typed. */
export type ExtraChargeDraft = { amount: string; reason: string };

/** The body of POST /api/admin/mall/orders/{oid}/extra. */
export type ExtraChargeBody = { amount: number; reason: string };

export type ExtraChargeRequest =
  | { ok: true; body: ExtraChargeBody }
  | { ok: false; problem: string; field: keyof ExtraChargeDraft };

/** A typed amount in won: digits, grouped with commas or spaces as people write it, a trailing 원 allowed. */
export function wonOf(text: string): number | null {
  const bare = text.replace(/[\s,]/g, '').replace(/원$/, '');
  return /^\d{1,9}$/.test(bare) ? Number(bare) : null;
}

/**
 * The body of an extra charge, checked as the server checks it: a whole amount of 100–10,000,000 won,
 * and a reason of 1–200 characters (trimmed; the buyer reads it in the KakaoTalk message).
 */
export function extraChargeRequestOf(draft: ExtraChargeDraft): ExtraChargeRequest {
  if (!draft.amount.trim())
    return { ok: false, problem: extraChargeMessages.amountRequired, field: 'amount' };
  const amount = wonOf(draft.amount);
  if (amount === null || amount < extraChargeLimits.amountMin || amount > extraChargeLimits.amountMax)
    return { ok: false, problem: extraChargeMessages.amountInvalid, field: 'amount' };
  const reason = draft.reason.trim();
  if (!reason) return { ok: false, problem: extraChargeMessages.reasonRequired, field: 'reason' };
  if (characterCount(reason) > extraChargeLimits.reasonMax)
    return { ok: false, problem: extraChargeMessages.reasonTooLong, field: 'reason' };
  return { ok: true, body: { amount, reason } };
}

/** The question asked before the charge is made: the buyer is told at once. */
/** What the administration is told once the charge is made: what was asked, as the buyer will read it. */
export const extraChargeDoneText = ({ amount, reason }: ExtraChargeBody): string =>
  `${extraChargeMessages.done} (${groupDigits(amount)}원 · ${reason})`;

export const extraChargeConfirmText = (amount: number): string =>
  `${groupDigits(amount)}원의 추가 결제를 요청하시겠습니까? 구매자에게 카카오톡으로 안내됩니다.`;
