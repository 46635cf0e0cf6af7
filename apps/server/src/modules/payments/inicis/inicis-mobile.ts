import { isEasyPay, takesCashReceipt } from '@edu/shared';
import type {
  Approval,
  ApprovalTicket,
  ExpectedApproval,
  PayMethod,
  PaymentForm,
  PaymentOrder,
} from '../payment-gateway.port';
import { approvedMethod, easyPayMobileFields, easyPayWindows } from './inicis-easy-pay';
import { isEscrowMethod } from './inicis-pc';
import { type InicisSettings, kstDate, kstInstant, postForm, undone } from './inicis-settings';
import { mobileChkfake } from './inicis-signatures';

/** P_INI_PAYMENT of each method: an easy pay opens in the card window, its flag in P_RESERVED says which. */
const mobileMethods: Record<PayMethod, string> = {
  Card: 'CARD',
  KakaoPay: 'CARD',
  NaverPay: 'CARD',
  DirectBank: 'BANK',
  VBank: 'VBANK',
};
const reservedOptions = 'centerCd=Y&amt_hash=Y&below1000=Y';
/** P_TYPE of a mobile approval: ISP is a card paid through the ISP app (KB국민, BC), a card payment. */
const methodOfType = (type: string | undefined): PayMethod | undefined =>
  type === 'CARD' || type === 'ISP'
    ? 'Card'
    : type === 'BANK'
      ? 'DirectBank'
      : type === 'VBANK'
        ? 'VBank'
        : undefined;

/** The mobile payment form (integrations.md §1.2 Step 1), posted by the page as a whole-page form. */
export function prepareMobile(settings: InicisSettings, order: PaymentOrder): PaymentForm {
  const timestamp = String(Date.now());
  const amount = String(order.amount);
  return {
    device: 'mobile',
    action: settings.mobilePayUrl,
    acceptCharset: settings.mobileFormCharset,
    fields: {
      P_INI_PAYMENT: mobileMethods[order.method],
      P_MID: settings.mid,
      P_OID: order.oid,
      P_AMT: amount,
      P_GOODS: order.goodName.slice(0, 40),
      P_UNAME: order.buyerName.slice(0, 15),
      P_MOBILE: order.buyerTel,
      P_EMAIL: order.buyerEmail,
      P_NEXT_URL: order.returnUrl,
      P_NOTI_URL: order.notiUrl,
      P_CHARSET: 'utf8',
      P_TIMESTAMP: timestamp,
      P_CHKFAKE: mobileChkfake(amount, order.oid, timestamp, settings.mobileHashKey),
      // vbank_receipt=Y: the window offers the cash receipt, only to a buyer who asked for one.
      P_RESERVED: isEasyPay(order.method)
        ? `${reservedOptions}&${easyPayWindows[order.method].mobileReserved}`
        : `${reservedOptions}${order.cashReceipt && takesCashReceipt(order.method) ? '&vbank_receipt=Y' : ''}${
            // useescrow=Y: the mobile equivalent of the PC window's useescrow (integrations.md §1.2).
            order.escrow && isEscrowMethod(order.method) ? '&useescrow=Y' : ''
          }`,
      // P_OID is not guaranteed in the return: the order comes back in P_NOTI.
      P_NOTI: order.oid,
      P_VBANK_DT: kstDate(order.vbankDeadline),
      P_VBANK_TM: '2359',
      ...(isEasyPay(order.method) && easyPayMobileFields),
    },
  };
}

/**
 * The mobile window's return to P_NEXT_URL (§1.2 Step 2–5): the status and order are checked, P_REQ_URL
 * must be the allow-listed approval URL of the named IDC; the approval answer's merchant, order and
 * amount are verified, and a failed check net-cancels.
 */
export function readMobileReturn(
  settings: InicisSettings,
  fetchFn: typeof fetch,
  body: Record<string, string | undefined>,
  expected: ExpectedApproval,
): Approval | ApprovalTicket {
  if (body.P_STATUS !== '00')
    return { kind: 'declined', code: body.P_STATUS ?? '', message: body.P_RMESG1 ?? '' };
  if (body.P_NOTI !== expected.oid) return { kind: 'rejected', reason: 'order (P_NOTI) mismatch' };
  const urls = settings.mobileIdcUrls[body.idc_name ?? ''];
  if (!urls || body.P_REQ_URL !== urls.approveUrl)
    return { kind: 'rejected', reason: `P_REQ_URL not allowed for idc ${body.idc_name}` };
  const authTid = body.P_TID ?? '';
  const cancelForm = (tid: string) => {
    const timestamp = String(Date.now());
    const amount = String(expected.amount);
    return {
      P_MID: settings.mid,
      P_TID: tid,
      P_AMT: amount,
      P_OID: expected.oid,
      P_TIMESTAMP: timestamp,
      P_CHKFAKE: mobileChkfake(amount, expected.oid, timestamp, settings.mobileHashKey),
    };
  };
  const cancel = async (tid: string) => {
    try {
      const answer = new URLSearchParams(await postForm(fetchFn, urls.netCancelUrl, cancelForm(tid)));
      return answer.get('P_STATUS') === '00';
    } catch {
      return false;
    }
  };

  return {
    netCancel: { url: urls.netCancelUrl, form: cancelForm(authTid) },
    async approve(): Promise<Approval> {
      let answer: URLSearchParams;
      try {
        // The answer is url-encoded text, not JSON (UTF-8 because the form asked for P_CHARSET=utf8).
        answer = new URLSearchParams(
          await postForm(fetchFn, urls.approveUrl, { P_MID: settings.mid, P_TID: authTid }),
        );
      } catch (error) {
        return undone(await cancel(authTid), `approval call failed: ${(error as Error).message}`);
      }
      const field = (name: string) => answer.get(name) ?? '';
      if (field('P_STATUS') !== '00')
        return { kind: 'declined', code: field('P_STATUS'), message: field('P_RMESG1') };
      const tid = field('P_TID');
      const method = approvedMethod(expected.method, methodOfType(field('P_TYPE')), field('P_SRC_CODE'));
      const problem =
        field('P_MID') !== settings.mid
          ? 'P_MID mismatch'
          : field('P_OID') !== expected.oid
            ? 'P_OID mismatch'
            : Number(field('P_AMT')) !== expected.amount
              ? `amount ${field('P_AMT')} instead of ${expected.amount}`
              : // A TID carries the merchant id at [10, 20).
                tid.slice(10, 20) !== settings.mid
                ? 'tid of another merchant'
                : undefined;
      if (problem || !method)
        return undone(
          await cancel(tid || authTid),
          problem ?? `P_TYPE ${field('P_TYPE')} for a ${expected.method ?? 'payment'} window`,
        );
      return {
        kind: 'approved',
        tid,
        method,
        amount: expected.amount,
        raw: Object.fromEntries(answer),
        cancel: () => cancel(tid),
        ...(method === 'VBank' && {
          virtualAccount: {
            bankCode: field('P_VACT_BANK_CODE') || field('P_FN_CD1'),
            bankName: field('P_FN_NM'),
            number: field('P_VACT_NUM'),
            holder: field('P_VACT_NAME'),
            deadline: kstInstant(field('P_VACT_DATE'), `${field('P_VACT_TIME').slice(0, 4) || '2359'}00`),
          },
        }),
      };
    },
  };
}
