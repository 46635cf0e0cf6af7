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
 * `P_SRC_CODE` (mobile), "간편(앱)결제 구분", empty for a plain card. O KakaoPay is in KG's sister PG's
 * table (paywelcome pages/stdweb/stdweb02.md: "C : PAYCO, B : 삼성페이, D : 삼성페이(체크), G : SSGPAY,
 * O : KAKAOPAY, L : LPAY, K : 국민앱카드, A : KPAY", which lists no Naver Pay) and in INIpayTest
 * approvals of KakaoPay payments logged in public merchant code (payMethod:Card, CARD_Code:97,
 * CARD_BankCode:97, P_FN_NM:카카오머니, CARD_SrcCode:O, applNum empty); a plain card's logged approval
 * has `CARD_SrcCode` empty. I for Naver Pay is in third-party libraries only (inicisjs/inicis@bc8b9f6
 * lib/constants/inicis.constants.ts InicisSourceCode `NaverPay = 'I'`, and merchant code mapping it
 * to its own naverpay method): no KG-published table naming it was found [3P].
 */
export const easyPaySourceCodes: Record<EasyPayMethod, string> = { KakaoPay: 'O', NaverPay: 'I' };

const easyPayOfSourceCode = (code: string | undefined): EasyPayMethod | undefined =>
  (Object.keys(easyPaySourceCodes) as EasyPayMethod[]).find(
    (easyPay) => easyPaySourceCodes[easyPay] === code,
  );

/**
 * The method an approval is recorded as: what the provider answered, not what we asked for (issue 41
 * item 6). The payer may leave the easy pay we opened for a plain card or another easy pay inside the
 * provider's window, and lists, exports and per-method counts must show how they really paid. A card
 * answer is KakaoPay or Naver Pay by its source code (`easyPaySourceCodes`), a plain card without one;
 * an easy pay we do not offer (PAYCO, Samsung Pay, …) is paid and refunded as a card, so it is a card
 * here, its code kept in the raw answer. The caller compares the result with the attempt and sends a
 * difference to the 확인 필요 desk. An easy-pay attempt answered as a transfer or a virtual account is
 * not a payment its window could make: undefined, so it is cancelled.
 */
export function approvedMethod(
  attempt: PayMethod | undefined,
  answered: PayMethod | undefined,
  sourceCode: string | undefined,
): PayMethod | undefined {
  if (answered === 'Card') return easyPayOfSourceCode(sourceCode) ?? 'Card';
  if (isEasyPay(attempt)) return undefined;
  return answered;
}
