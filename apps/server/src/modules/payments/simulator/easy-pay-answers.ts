import type { SimEasyPay } from './simulator-state';
import { randomDigits } from './simulator-state';

type Fields = Record<string, string | undefined>;

/** The PC window's direct calls of an easy pay (`gopaymethod`), as Inicis takes them. */
const pcEasyPays: Record<string, SimEasyPay> = { onlykakaopay: 'KakaoPay', onlynaverpay: 'NaverPay' };
/** The mobile card window's flags in P_RESERVED that open an easy pay instead. */
const mobileEasyPayFlags: Record<string, SimEasyPay> = { 'd_kakaopay=Y': 'KakaoPay', 'd_npay=Y': 'NaverPay' };

/** Whether a PC `gopaymethod` names an easy pay's direct call. */
export const isPcEasyPayName = (name: string) => Object.hasOwn(pcEasyPays, name);

/** The easy pay a PC window was called for (gopaymethod onlykakaopay / onlynaverpay), if any. */
export function pcEasyPayOf(fields: Fields): SimEasyPay | undefined {
  const name = (fields.gopaymethod ?? '').split(':').find(isPcEasyPayName);
  return name ? pcEasyPays[name] : undefined;
}

/** The easy pay a mobile window was called for: the card window with d_kakaopay=Y or d_npay=Y. */
export function mobileEasyPayOf(fields: Fields): SimEasyPay | undefined {
  if (fields.P_INI_PAYMENT !== 'CARD') return undefined;
  const flag = (fields.P_RESERVED ?? '')
    .split('&')
    .find((option) => Object.hasOwn(mobileEasyPayFlags, option));
  return flag ? mobileEasyPayFlags[flag] : undefined;
}

/**
 * What the payer may do inside an easy pay's window besides paying with it: leave it for a plain card,
 * or for the other easy pay (a real window offers both, e.g. KakaoPay's "다른 결제수단"). The decision
 * names what was paid with; the approval then answers that, as Inicis would (issue 41 item 6).
 */
const easyPaySwitches: Record<string, { paid: SimEasyPay | undefined; label: string }> = {
  approve_as_card: { paid: undefined, label: '일반 신용카드로 바꿔 결제' },
  approve_as_kakaopay: { paid: 'KakaoPay', label: '카카오페이로 바꿔 결제' },
  approve_as_naverpay: { paid: 'NaverPay', label: '네이버페이로 바꿔 결제' },
};

/** Whether a window decision approves the payment (plain, through the ISP app, or after a switch). */
export const isApprovingDecision = (decision: string | undefined) =>
  decision === 'approve' || decision === 'approve_isp' || Object.hasOwn(easyPaySwitches, decision ?? '');

/** The easy pay the payer actually paid with in a window opened for `opened`: a switch changes it. */
export function easyPayPaid(opened: SimEasyPay | undefined, decision: string | undefined) {
  if (!opened || !Object.hasOwn(easyPaySwitches, decision ?? '')) return opened;
  return easyPaySwitches[decision ?? '']?.paid;
}

/** The window's buttons for those switches (none outside an easy pay's window). */
export function easyPaySwitchButtons(opened: SimEasyPay | undefined): string {
  if (!opened) return '';
  return Object.entries(easyPaySwitches)
    .filter(([, choice]) => choice.paid !== opened)
    .map(
      ([decision, choice]) =>
        `<button class="allow" name="decision" value="${decision}">${choice.label}</button>`,
    )
    .join('\n');
}

/**
 * The card part of an approval made in an easy pay. Inicis answers it as a card payment and names the
 * easy pay in CARD_SrcCode (PC) or P_SRC_CODE (mobile): O KakaoPay, I Naver Pay. The KakaoPay one is paid
 * with Kakao Money, as an INIpayTest approval logged in public merchant code reads (CARD_Code and
 * CARD_BankCode 97, P_FN_NM 카카오머니, CARD_SrcCode O, no approval number: Kakao Money is not a card
 * credit); the Naver Pay one with a card kept in Naver Pay (no public capture found: a Shinhan card).
 */
export function easyPayCardFields(easyPay: SimEasyPay, device: 'pc' | 'mobile'): Record<string, string> {
  const kakao = easyPay === 'KakaoPay';
  if (device === 'pc')
    return kakao
      ? {
          CARD_Code: '97',
          CARD_BankCode: '97',
          CARD_Quota: '00',
          CARD_SrcCode: 'O',
          CARD_PurchaseName: '카카오머니',
          P_FN_NM: '카카오머니',
          CARD_PRTC_CODE: '1',
          applNum: '',
        }
      : {
          CARD_Num: '53275010****123*',
          CARD_Code: '14',
          CARD_Quota: '00',
          CARD_SrcCode: 'I',
          CARD_PRTC_CODE: '1',
        };
  return kakao
    ? { P_FN_CD1: '97', P_FN_NM: '카카오머니', P_SRC_CODE: 'O', P_AUTH_NO: '' }
    : {
        P_FN_CD1: '14',
        P_FN_NM: '신한',
        P_CARD_NUM: '53275010****123*',
        P_SRC_CODE: 'I',
        P_AUTH_NO: randomDigits(8),
      };
}
