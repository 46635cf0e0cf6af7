import { escrowMethods, isEasyPay, takesCashReceipt } from '@edu/shared';
import type {
  Approval,
  ApprovalTicket,
  ExpectedApproval,
  PayMethod,
  PaymentForm,
  PaymentOrder,
} from '../payment-gateway.port';
import { approvedMethod, easyPayWindows } from './inicis-easy-pay';
import { type InicisSettings, kstDate, kstInstant, postForm, undone } from './inicis-settings';
import {
  approvalAuthSignature,
  approvalSignature,
  approvalVerification,
  pcMKey,
  pcSignature,
  pcVerification,
} from './inicis-signatures';

const methodOf = (payMethod: unknown): PayMethod | undefined =>
  payMethod === 'Card' || payMethod === 'VCard'
    ? 'Card'
    : payMethod === 'DirectBank'
      ? 'DirectBank'
      : payMethod === 'VBank'
        ? 'VBank'
        : undefined;

/** Escrow is offered for a transfer or a virtual account only. */
export const isEscrowMethod = (method: PayMethod) => (escrowMethods as readonly string[]).includes(method);

/**
 * The window's method and its options: an easy pay is called directly (its own window only, which needs
 * `cardonly`); the others keep the phone-payment and deposit-deadline options.
 */
function methodFields(order: PaymentOrder) {
  if (isEasyPay(order.method))
    return {
      gopaymethod: easyPayWindows[order.method].gopaymethod,
      acceptmethod: 'centerCd(Y):below1000:cardonly',
    };
  // va_receipt: the transfer and virtual-account windows offer the cash receipt (the buyer types the
  // kind and number there: the standard window has no field to prefill them).
  const cashReceipt = order.cashReceipt && takesCashReceipt(order.method) ? ':va_receipt' : '';
  // useescrow: the window shows the payment as 구매안전서비스 (integrations.md §1.1's acceptmethod options).
  const escrow = order.escrow && isEscrowMethod(order.method) ? ':useescrow' : '';
  return {
    gopaymethod: order.method,
    acceptmethod: `centerCd(Y):below1000:HPP(1):vbank(${kstDate(order.vbankDeadline)})${cashReceipt}${escrow}`,
  };
}

/** The signed PC payment form (integrations.md §1.1 Step 0–1): the browser never sees the signKey. */
export function preparePc(settings: InicisSettings, order: PaymentOrder): PaymentForm {
  const timestamp = String(Date.now());
  const price = String(order.amount);
  const { gopaymethod, acceptmethod } = methodFields(order);
  return {
    device: 'pc',
    jsUrl: settings.stdJsUrl,
    fields: {
      version: '1.0',
      mid: settings.mid,
      oid: order.oid,
      price,
      timestamp,
      use_chkfake: 'Y',
      signature: pcSignature(order.oid, price, timestamp),
      verification: pcVerification(order.oid, price, settings.signKey, timestamp),
      mKey: pcMKey(settings.signKey),
      currency: 'WON',
      goodname: order.goodName,
      buyername: order.buyerName,
      buyertel: order.buyerTel,
      buyeremail: order.buyerEmail,
      gopaymethod,
      acceptmethod,
      returnUrl: order.returnUrl,
      closeUrl: order.closeUrl,
      payViewType: 'overlay',
      charset: 'UTF-8',
      merchantData: order.oid,
    },
  };
}

/**
 * The PC window's return (§1.1 Step 2–6): the result, merchant and order are checked and the approval
 * and net-cancel URLs must be exactly the allow-listed ones for the named IDC before anything is called.
 * The approval answer's authSignature, order and amount are verified; a failed check net-cancels.
 */
export function readPcReturn(
  settings: InicisSettings,
  fetchFn: typeof fetch,
  body: Record<string, string | undefined>,
  expected: ExpectedApproval,
): Approval | ApprovalTicket {
  if (body.resultCode !== '0000')
    return { kind: 'declined', code: body.resultCode ?? '', message: body.resultMsg ?? '' };
  if (body.mid !== settings.mid) return { kind: 'rejected', reason: `unknown mid ${body.mid}` };
  if (body.orderNumber !== expected.oid) return { kind: 'rejected', reason: 'order number mismatch' };
  const urls = settings.idcUrls[body.idc_name ?? ''];
  // SSRF guard: only the provider's own endpoints, exactly as configured, are ever called.
  if (!urls || body.authUrl !== urls.authUrl || body.netCancelUrl !== urls.netCancelUrl)
    return { kind: 'rejected', reason: `endpoints not allowed for idc ${body.idc_name}` };
  const authToken = body.authToken ?? '';
  // The exact timestamp string hashed is the one sent (and the one authSignature is computed from).
  const timestamp = String(Date.now());
  const request = {
    mid: settings.mid,
    authToken,
    timestamp,
    signature: approvalSignature(authToken, timestamp),
    verification: approvalVerification(authToken, settings.signKey, timestamp),
    charset: 'UTF-8',
    format: 'JSON',
    price: String(expected.amount),
  };
  const cancel = async () => {
    try {
      return JSON.parse(await postForm(fetchFn, urls.netCancelUrl, request)).resultCode === '0000';
    } catch {
      return false;
    }
  };

  return {
    netCancel: { url: urls.netCancelUrl, form: request },
    async approve(): Promise<Approval> {
      let answer: Record<string, unknown>;
      try {
        answer = JSON.parse(await postForm(fetchFn, urls.authUrl, request));
      } catch (error) {
        // Unknown outcome: the approval may have gone through, so it is cancelled.
        return undone(await cancel(), `approval call failed: ${(error as Error).message}`);
      }
      if (answer.resultCode !== '0000')
        return {
          kind: 'declined',
          code: String(answer.resultCode ?? ''),
          message: String(answer.resultMsg ?? ''),
        };
      const method = approvedMethod(
        expected.method,
        methodOf(answer.payMethod),
        typeof answer.CARD_SrcCode === 'string' ? answer.CARD_SrcCode : undefined,
      );
      const expectedSignature = approvalAuthSignature({
        mid: settings.mid,
        moid: String(answer.MOID ?? ''),
        totPrice: String(answer.TotPrice ?? ''),
        tstamp: timestamp,
      });
      const problem =
        answer.authSignature !== expectedSignature
          ? 'authSignature mismatch'
          : answer.MOID !== expected.oid
            ? 'MOID mismatch'
            : Number(answer.TotPrice) !== expected.amount
              ? `amount ${String(answer.TotPrice)} instead of ${expected.amount}`
              : typeof answer.tid !== 'string' || !answer.tid
                ? 'no tid'
                : undefined;
      if (problem || !method)
        return undone(
          await cancel(),
          problem ?? `payMethod ${String(answer.payMethod)} for a ${expected.method ?? 'payment'} window`,
        );
      return {
        kind: 'approved',
        tid: String(answer.tid),
        method,
        amount: expected.amount,
        raw: answer,
        cancel,
        ...(method === 'VBank' && {
          virtualAccount: {
            bankCode: String(answer.VACT_BankCode ?? ''),
            bankName: String(answer.vactBankName ?? ''),
            number: String(answer.VACT_Num ?? ''),
            holder: String(answer.VACT_Name ?? ''),
            deadline: kstInstant(String(answer.VACT_Date ?? ''), String(answer.VACT_Time ?? '235900')),
          },
        }),
      };
    },
  };
}
