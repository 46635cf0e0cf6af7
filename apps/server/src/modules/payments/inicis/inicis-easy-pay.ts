import { type EasyPayMethod, isEasyPay } from '@edu/shared';
import type { PayMethod } from '../payment-gateway.port';

/**
 * How KG Inicis's standard windows are told to open one easy pay alone (its "direct call"), and how its
 * approvals name it. KG Inicis's own manual (manual.inicis.com) documents the fields (gopaymethod,
 * acceptmethod, P_RESERVED) but not these values in what could be read of it, so they come from public
 * integrations that agree with one another [3P]:
 * - PC: `gopaymethod=onlykakaopay` / `onlynaverpay` with `cardonly` added to `acceptmethod` —
 *   gnuboard/gnuboard5@0b6f081f shop/orderform.sub.php (`f.gopaymethod.value = "onlykakaopay";
 *   f.acceptmethod.value += ":cardonly"`), KG's sister PG's manual (paywelcome/paywelcome.github.io@5668665
 *   pages/stdweb/stdweb03.md §3.2: "gopaymethod(간편결제 택1) onlykakaopay … acceptmethod cardonly"), and
 *   the KG Inicis plugin of gnuboard 7 (gnuboard/g7-plugin-sirsoft-pay_kginicis@20629320
 *   resources/js/handlers/requestPayment.ts: `GOPAYMETHOD_MAP.kginicis_naverpay = 'onlynaverpay'`, and
 *   `:cardonly` appended for every easy pay).
 * - Mobile: the card window (`P_INI_PAYMENT=CARD`, formerly /smart/wcard/) with `d_kakaopay=Y` or
 *   `d_npay=Y` added to `P_RESERVED` — gnuboard5 mobile/shop/orderform.sub.php (`paymethod = "wcard"`,
 *   `P_RESERVED += "&d_kakaopay=Y"`), paywelcome pages/mobile/mobile02.md ("간편결제 직접호출 …
 *   P_RESERVED d_kakaopay=Y"), the gnuboard 7 plugin (`MOBILE_EASY_PAY_RESERVED_HINT.kginicis_naverpay =
 *   'd_npay=Y'`) and merchant apps posting `P_INI_PAYMENT=CARD` with `&d_npay=Y`.
 */
export const easyPayWindows: Record<EasyPayMethod, { gopaymethod: string; mobileReserved: string }> = {
  KakaoPay: { gopaymethod: 'onlykakaopay', mobileReserved: 'd_kakaopay=Y' },
  NaverPay: { gopaymethod: 'onlynaverpay', mobileReserved: 'd_npay=Y' },
};

/**
 * What the mobile window of an easy pay is sent besides: `P_SKIP_TERMS=Y`, so the window goes straight to
 * the easy pay instead of first showing Inicis's card terms (the easy pay has its own). Every public
 * integration that calls an easy pay directly sends it — gnuboard/gnuboard5@aca4733b
 * mobile/shop/orderform.sub.php for KakaoPay, Samsung Pay and L.pay (`f.P_SKIP_TERMS.value = "Y";
 * //약관을 skip 해야 제대로 실행됨`), the gnuboard 7 plugin above for all four of its easy pays, Naver Pay
 * included (`fields.P_SKIP_TERMS = 'Y'` when `isEasyPay`) — and none sends it for a card window [3P].
 */
export const easyPayMobileFields = { P_SKIP_TERMS: 'Y' } as const;

/**
 * The easy pay an approval names, when it does: Inicis answers an easy-pay payment as a card payment
 * (payMethod=Card on PC, P_TYPE=CARD on mobile) and names the easy pay only in `CARD_SrcCode` (PC) or
 * `P_SRC_CODE` (mobile). O KakaoPay is in KG's sister PG's table (paywelcome pages/stdweb/stdweb02.md
 * "CARD_SrcCode 간편(앱)결제 구분 … O : KAKAOPAY", which lists no Naver Pay) and in an INIpayTest approval
 * of a KakaoPay payment logged in public merchant code (payMethod:Card, CARD_Code:97, CARD_BankCode:97,
 * P_FN_NM:카카오머니, CARD_SrcCode:O, applNum empty). I for Naver Pay is only in a third-party library
 * (inicisjs/inicis@bc8b9f6 lib/constants/inicis.constants.ts InicisSourceCode `NaverPay = 'I'`): no
 * KG-published table naming it was found. Nothing decides on it (see `approvedMethod`); it is kept to
 * read a raw answer [3P].
 */
export const easyPaySourceCodes: Record<EasyPayMethod, string> = { KakaoPay: 'O', NaverPay: 'I' };

/**
 * The method an approval is recorded as. For an easy pay the source of truth is our own attempt, not the
 * answer's marker: Inicis answers it as a card payment and names the easy pay only in a field documented
 * by third parties, while the attempt's window offered that one easy pay alone, so the payer could pay no
 * other way. A card and an easy pay are refunded alike (INIAPI by tid, back to the card or the easy-pay
 * account), so the record can never send money the wrong way; the marker stays in the raw answer. An
 * easy-pay attempt answered as anything but a card is not what was opened: undefined, so it is cancelled.
 * Any other attempt is recorded as the answer names it.
 */
export function approvedMethod(
  attempt: PayMethod | undefined,
  answered: PayMethod | undefined,
): PayMethod | undefined {
  if (isEasyPay(attempt)) return answered === 'Card' ? attempt : undefined;
  return answered;
}
