/**
 * How a payment is made, as it is stored on the payment, the order and the registration: the provider's
 * PC names of card, real-time transfer and virtual account, and our names of its two easy-pay windows.
 * In the order Korean shops offer them: the card, the easy pays, then transfer and virtual account.
 */
export const payMethods = ['Card', 'KakaoPay', 'NaverPay', 'DirectBank', 'VBank'] as const;
export type PayMethod = (typeof payMethods)[number];

/** The easy pays: paid in KakaoPay's or Naver Pay's own window opened through KG Inicis, refunded like a card. */
export const easyPayMethods = ['KakaoPay', 'NaverPay'] as const satisfies readonly PayMethod[];
export type EasyPayMethod = (typeof easyPayMethods)[number];

export const isEasyPay = (method: string | null | undefined): method is EasyPayMethod =>
  (easyPayMethods as readonly string[]).includes(method ?? '');

export const payMethodLabels: Record<PayMethod, string> = {
  Card: '신용카드',
  KakaoPay: '카카오페이',
  NaverPay: '네이버페이',
  DirectBank: '실시간 계좌이체',
  VBank: '가상계좌',
};

/**
 * How a purchase was paid, as lists, exports and dashboards write it: the method's Korean name (an old
 * order's VCard is a card), 무료 for a purchase that cost nothing (the mall stores `free`, a free
 * registration no method), and '' while nothing was paid yet.
 */
export function paidWithLabel(method: string | null | undefined, amount: number): string {
  if (method === 'free' || (!method && amount === 0)) return '무료';
  if (method === 'VCard') return payMethodLabels.Card;
  if (!method) return '';
  return Object.hasOwn(payMethodLabels, method) ? payMethodLabels[method as PayMethod] : method;
}

/**
 * The `gopaymethod` the payment forms send for each method, on a PC and on a phone: the names of the
 * provider's windows (PC Card, DirectBank, VBank; mobile CARD, BANK, VBANK). The easy pays have no mobile
 * name of their own (the mobile window opens them as a card payment), so both devices send the PC
 * window's direct-call name.
 */
export const payMethodWindowNames: Record<PayMethod, { pc: string; mobile: string }> = {
  Card: { pc: 'Card', mobile: 'CARD' },
  KakaoPay: { pc: 'onlykakaopay', mobile: 'onlykakaopay' },
  NaverPay: { pc: 'onlynaverpay', mobile: 'onlynaverpay' },
  DirectBank: { pc: 'DirectBank', mobile: 'BANK' },
  VBank: { pc: 'VBank', mobile: 'VBANK' },
};

/** The keys a count per pay method is made of: the methods in the order they are offered, then 무료. */
export const paidWithKeys = [...payMethods, 'free'] as const;
export type PaidWithKey = (typeof paidWithKeys)[number];

/** The key a stored method counts under: an old order's VCard is a card; nothing paid for nothing is free. */
export function paidWithKey(method: string | null | undefined, amount: number): PaidWithKey | undefined {
  if (method === 'VCard') return 'Card';
  if (method === 'free' || (!method && amount === 0)) return 'free';
  return (payMethods as readonly string[]).includes(method ?? '') ? (method as PayMethod) : undefined;
}
