import { z } from 'zod';

/**
 * How long an unpaid registration holds its seats, and an unpaid mall order its stock, while the payer
 * chooses a method and pays (KWCAG 2.2.1 응답시간 조절: the page shows the time left, warns before it
 * ends and lets the payer extend it). One rule for the server's holds, the pages and the terms.
 */
export const paymentHold = {
  /** A hold lasts this long from the registration, the order or the last payment attempt. */
  minutes: 15,
  /** An extension gives this much time again, counted from the moment it is asked for. */
  extensionMinutes: 15,
  /** How many times one hold may be extended: a hold never stays more than 45 minutes without an attempt. */
  maxExtensions: 2,
  /** The page warns (and a screen reader is told, once) this long before the hold ends. */
  warnSecondsBefore: 120,
} as const;

export const paymentHoldMs = paymentHold.minutes * 60_000;
export const paymentHoldExtensionMs = paymentHold.extensionMinutes * 60_000;

export const paymentHoldMessages = {
  extended: `결제 가능 시간을 ${paymentHold.extensionMinutes}분 연장했습니다.`,
  noMoreExtensions: `결제 가능 시간은 ${paymentHold.maxExtensions}번까지 연장할 수 있습니다.`,
  expired:
    '결제 가능 시간이 지났습니다. 결제하기를 누르면 남은 자리(재고)를 다시 확인한 뒤 결제할 수 있습니다.',
  notHeld: '결제를 기다리는 신청(주문)이 아닙니다.',
} as const;

/** A hold as the payment pages read it: when it ends by the server's clock, and how often it may be extended. */
export const paymentHoldSchema = z.object({
  expiresAt: z.string().describe('the hold ends then (ISO 8601)'),
  serverNow: z
    .string()
    .describe('the server’s clock when it answered: the page counts down from expiresAt − serverNow'),
  extensionsLeft: z.number().int().min(0),
});
export type PaymentHold = z.infer<typeof paymentHoldSchema>;

/** The hold of a row that holds seats or stock until `expiresAt`, as the pages read it. */
export function paymentHoldOf(expiresAt: Date | null, extensionsUsed: number, now: Date): PaymentHold | null {
  if (!expiresAt || expiresAt <= now) return null;
  return {
    expiresAt: expiresAt.toISOString(),
    serverNow: now.toISOString(),
    extensionsLeft: Math.max(0, paymentHold.maxExtensions - extensionsUsed),
  };
}

/** Seconds left of a hold, counted on the page's clock from when it was read (its clock may differ). */
export function holdSecondsLeft(hold: PaymentHold, readAtMs: number, nowMs: number): number {
  const leftAtRead = Date.parse(hold.expiresAt) - Date.parse(hold.serverNow);
  return Math.max(0, Math.floor((leftAtRead - (nowMs - readAtMs)) / 1000));
}
