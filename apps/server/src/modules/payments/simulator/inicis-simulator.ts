import { randomBytes } from 'node:crypto';
import { type InicisSettings, kstDate } from '../inicis/inicis-settings';
import {
  approvalAuthSignature,
  approvalSignature,
  approvalVerification,
  mobileChkfake,
  pcMKey,
  pcSignature,
  pcVerification,
} from '../inicis/inicis-signatures';
import { mobileCashReceiptFields, type NoticeType, sendDepositNotice } from './deposit-notices';
import {
  easyPayCardFields,
  easyPayPaid,
  isPcEasyPayName,
  mobileEasyPayOf,
  pcEasyPayOf,
} from './easy-pay-answers';
import { createEscrowSimulator } from './escrow-simulator';
import { simulateInquiry, simulateRefund } from './iniapi-refunds';
import {
  nowKst,
  randomDigits,
  type SimEasyPay,
  type SimMethod,
  type SimTransaction,
  simulatorMerchant,
} from './simulator-state';

const windowLifetimeMs = 10 * 60 * 1000;

export const pcMethodCodes = { Card: 'CARD', DirectBank: 'DBNK', VBank: 'VBNK' } as const;
const mobileMethods = { CARD: 'Card', BANK: 'DirectBank', VBANK: 'VBank' } as const;

type PaymentWindow = {
  device: 'pc' | 'mobile';
  oid: string;
  price: string;
  method: SimMethod;
  /** The easy pay the window was called for: paid there, approved as a card payment naming it. */
  easyPay?: SimEasyPay;
  buyerName: string;
  goodName: string;
  vbankDate: string;
  /** A mobile card payment made in the ISP app (KB국민, BC): approved with P_TYPE=ISP. */
  ispApp?: boolean;
  /** The cash receipt the payer asked for in the window (offered when the form asked for it). */
  cashReceipt?: SimTransaction['cashReceipt'];
  expiresAt: number;
  used: boolean;
};

/** What the next approval should do wrong, to exercise the site's checks (tests set it). */
export type ApprovalFault = 'none' | 'badSignature' | 'wrongAmount' | 'serverError';

/** Form fields as the browser or the site posts them. */
export type WindowFields = Record<string, string | undefined>;

/**
 * Whether the window offers a cash receipt: the PC form's acceptmethod names `va_receipt`, the mobile
 * form's P_RESERVED `vbank_receipt=Y`.
 */
export function cashReceiptOffered(fields: WindowFields): boolean {
  return (
    (fields.acceptmethod ?? '').split(':').includes('va_receipt') ||
    (fields.P_RESERVED ?? '').split('&').includes('vbank_receipt=Y')
  );
}

/**
 * What the payer chose in the window's cash-receipt part (`cshr_type` 0 = 소득공제, 1 = 지출증빙, and
 * `cshr_no`, the simulator page's own inputs): nothing when it was not offered or left empty.
 */
function cashReceiptAsked(offered: boolean, fields: WindowFields): Pick<PaymentWindow, 'cashReceipt'> {
  const type = fields.cshr_type;
  const number = (fields.cshr_no ?? '').replace(/\D/g, '');
  if (!offered || (type !== '0' && type !== '1') || !number) return {};
  return { cashReceipt: { type, number } };
}

/** The adapter settings that point the real Inicis adapter at this simulator. */
export function simulatorSettings(publicUrl: string): InicisSettings {
  const base = `${publicUrl}/__sim/inicis`;
  return {
    ...simulatorMerchant,
    stdJsUrl: `${base}/stdjs/INIStdPay.js`,
    stdCloseJsUrl: `${base}/stdjs/INIStdPay_close.js`,
    escrowConfirmJsUrl: `${base}/stdjs/INIStdPay_escrow_conf.js`,
    mobilePayUrl: `${base}/smart/payment/`,
    // The simulator's form parser reads UTF-8, so the page posts its window form in UTF-8.
    mobileFormCharset: 'utf-8',
    idcUrls: {
      stg: { authUrl: `${base}/stgstdpay/api/payAuth`, netCancelUrl: `${base}/stgstdpay/api/netCancel` },
    },
    mobileIdcUrls: {
      stg: {
        approveUrl: `${base}/stgmobile/smart/payReq.ini`,
        netCancelUrl: `${base}/stgmobile/smart/payNetCancel.ini`,
      },
    },
    iniapiBaseUrl: `${base}/iniapi`,
    notiSourceIps: ['127.0.0.1', '::1'],
    receiptBaseUrl: `${base}/receipt`,
    cashReceiptBaseUrl: `${base}/cash-receipt`,
    clientIp: '127.0.0.1',
  };
}

/**
 * KG Inicis as seen from the site, kept in memory: signed payment windows (PC and mobile), single-use
 * auth tokens, approvals with Inicis-shaped answers and signatures, net cancels, issued virtual
 * accounts and deposit notices sent to the site, and INIAPI refunds (integrations.md §1.12).
 */
export function createInicisSimulator(options: {
  publicUrl: string;
  fetch: typeof fetch;
  /**
   * The virtual account's holder, as Inicis answers it: the merchant's name, which here is the site's
   * own business name (상호) from the administrators' business details, never a fixed text.
   */
  accountHolder: () => Promise<string>;
}) {
  const settings = simulatorSettings(options.publicUrl);
  const windows = new Map<string, PaymentWindow>();
  const transactions = new Map<string, SimTransaction>();
  const noticeLog: { tid: string; attempt: number; answer: string; body: string }[] = [];
  let nextFault: ApprovalFault = 'none';
  let nextRefundLost = false;

  const takeFault = () => {
    const fault = nextFault;
    nextFault = 'none';
    return fault;
  };

  /** Records an approval of a window; answers the transaction (with a tampered price when asked). */
  function recordApproval(
    window: PaymentWindow,
    authKey: string,
    fault: ApprovalFault,
    holder: string,
  ): SimTransaction {
    const prefix = window.device === 'pc' ? 'Stdpay' : 'INIMX_';
    const code =
      window.device === 'pc'
        ? pcMethodCodes[window.method]
        : window.method === 'DirectBank'
          ? 'BANK'
          : pcMethodCodes[window.method];
    const tid = `${prefix}${code}${simulatorMerchant.mid}${nowKst()}${randomDigits(6)}`;
    const transaction: SimTransaction = {
      tid,
      oid: window.oid,
      price: Number(window.price) + (fault === 'wrongAmount' ? 1000 : 0),
      refunded: 0,
      method: window.method,
      ...(window.easyPay && { easyPay: window.easyPay }),
      buyerName: window.buyerName,
      goodName: window.goodName,
      status: 'approved',
      approvedAt: new Date(),
      authKey,
      device: window.device,
      ...(window.cashReceipt && { cashReceipt: window.cashReceipt }),
      // A real-time transfer's cash receipt is issued with the approval (a virtual account's at the deposit).
      ...(window.cashReceipt &&
        window.method === 'DirectBank' && {
          cashReceipt: {
            ...window.cashReceipt,
            issued: { approvalNumber: randomDigits(9), tid, at: nowKst() },
          },
        }),
      ...(window.method === 'VBank' && {
        vbank: {
          bankCode: '88',
          bankName: '신한은행',
          number: `5620${randomDigits(8)}`,
          holder,
          date: window.vbankDate,
        },
      }),
    };
    transactions.set(tid, transaction);
    return transaction;
  }

  function openWindow(device: 'pc' | 'mobile', fields: Omit<PaymentWindow, 'expiresAt' | 'used' | 'device'>) {
    const authKey =
      device === 'pc'
        ? randomBytes(24).toString('base64url')
        : `INIMX_AUTH${simulatorMerchant.mid}${nowKst()}${randomDigits(6)}`;
    windows.set(authKey, { ...fields, device, expiresAt: Date.now() + windowLifetimeMs, used: false });
    return authKey;
  }

  const defaultVbankDate = () => kstDate(new Date(Date.now() + 3 * 86_400_000));

  const escrow = createEscrowSimulator({ transactions, publicUrl: options.publicUrl, fetch: options.fetch });

  return {
    settings,
    transactions,
    noticeLog,
    /** 구매안전서비스: escrow windows, delivery registrations, confirmation and status notices. */
    escrow,
    failNextApproval(fault: ApprovalFault) {
      nextFault = fault;
    },
    /** The next refund request gets a gateway error page instead of an answer (its outcome unknown). */
    loseNextRefund() {
      nextRefundLost = true;
    },
    /** Whether this refund request is the one to lose (and the loss is used up). */
    takeRefundLoss() {
      const lost = nextRefundLost;
      nextRefundLost = false;
      return lost;
    },

    /** Why a PC window request is refused (bad merchant or hashes), or undefined. */
    pcWindowProblem(fields: WindowFields): string | undefined {
      const { mid, oid = '', price = '', timestamp = '' } = fields;
      if (mid !== simulatorMerchant.mid) return `등록되지 않은 상점아이디입니다. (${mid})`;
      if (fields.mKey !== pcMKey(simulatorMerchant.signKey)) return 'mKey 가 올바르지 않습니다.';
      if (!/^\d+$/.test(price)) return '결제 금액이 올바르지 않습니다.';
      if (fields.signature !== pcSignature(oid, price, timestamp)) return 'signature 검증에 실패했습니다.';
      if (fields.verification !== pcVerification(oid, price, simulatorMerchant.signKey, timestamp))
        return 'verification 검증에 실패했습니다. (금액 위변조)';
      if (
        !(fields.gopaymethod ?? '')
          .split(':')
          .some((method) => method in pcMethodCodes || isPcEasyPayName(method))
      )
        return '지원하지 않는 결제수단입니다.';
      return undefined;
    },

    /** Why a mobile window request is refused, or undefined (P_CHKFAKE checked as amt_hash=Y asks). */
    mobileWindowProblem(fields: WindowFields): string | undefined {
      const { P_MID, P_OID = '', P_AMT = '', P_TIMESTAMP = '' } = fields;
      if (P_MID !== simulatorMerchant.mid) return `등록되지 않은 상점아이디입니다. (${P_MID})`;
      if (!/^\d+$/.test(P_AMT)) return 'MX3001 숫자 항목에 숫자가 아닌 값이 있습니다.';
      if (
        (fields.P_RESERVED ?? '').includes('amt_hash=Y') &&
        fields.P_CHKFAKE !== mobileChkfake(P_AMT, P_OID, P_TIMESTAMP, simulatorMerchant.mobileHashKey)
      )
        return 'P_CHKFAKE 검증에 실패했습니다. (금액 위변조)';
      if (!((fields.P_INI_PAYMENT ?? '') in mobileMethods)) return '잘못된 P_INI_PAYMENT 입니다.';
      return undefined;
    },

    /** The payer approved in the PC window: a single-use auth token for the site to approve with. */
    openPcAuthorization(fields: WindowFields): string {
      // What the payer paid with: the easy pay opened, unless they switched inside its window.
      const easyPay = easyPayPaid(pcEasyPayOf(fields), fields.decision);
      const method = ((fields.gopaymethod ?? '').split(':').find((m) => m in pcMethodCodes) ??
        'Card') as SimMethod;
      return openWindow('pc', {
        oid: fields.oid ?? '',
        price: fields.price ?? '',
        // An easy pay's direct call is a card payment made in the easy pay's window.
        method: easyPay ? 'Card' : method,
        ...(easyPay && { easyPay }),
        buyerName: fields.buyername ?? '',
        goodName: fields.goodname ?? '',
        vbankDate: fields.acceptmethod?.match(/vbank\((\d{8})\)/)?.[1] ?? defaultVbankDate(),
        ...cashReceiptAsked(cashReceiptOffered(fields) && !easyPay && method !== 'Card', fields),
      });
    },

    /** The payer approved in the mobile window: the auth TID (P_TID) for the site to approve with. */
    openMobileAuthorization(fields: WindowFields): string {
      const easyPay = easyPayPaid(mobileEasyPayOf(fields), fields.decision);
      return openWindow('mobile', {
        oid: fields.P_OID ?? '',
        price: fields.P_AMT ?? '',
        method: mobileMethods[(fields.P_INI_PAYMENT ?? 'CARD') as keyof typeof mobileMethods] ?? 'Card',
        ...(easyPay && { easyPay }),
        buyerName: fields.P_UNAME ?? '',
        goodName: fields.P_GOODS ?? '',
        vbankDate: fields.P_VBANK_DT ?? defaultVbankDate(),
        ispApp: !easyPay && fields.P_INI_PAYMENT === 'CARD' && fields.decision === 'approve_isp',
        ...cashReceiptAsked(
          cashReceiptOffered(fields) && (fields.P_INI_PAYMENT === 'VBANK' || fields.P_INI_PAYMENT === 'BANK'),
          fields,
        ),
      });
    },

    /** POST payAuth: answers like Inicis's approval API (JSON, §1.1 Step 4). */
    async approvePc(form: WindowFields): Promise<{ status: number; body: Record<string, unknown> }> {
      const { mid, authToken = '', timestamp = '' } = form;
      const window = windows.get(authToken);
      const refuse = (code: string, message: string) => ({
        status: 200,
        body: { resultCode: code, resultMsg: message },
      });
      if (mid !== simulatorMerchant.mid) return refuse('R101', '상점아이디 불일치');
      if (window?.device !== 'pc' || window.used || window.expiresAt < Date.now())
        return refuse('R102', '유효하지 않은 인증토큰');
      if (form.signature !== approvalSignature(authToken, timestamp))
        return refuse('R103', 'signature 불일치');
      if (form.verification !== approvalVerification(authToken, simulatorMerchant.signKey, timestamp))
        return refuse('R104', 'verification 불일치');
      if (form.price !== undefined && form.price !== window.price) return refuse('R201', '결제금액 불일치');
      window.used = true;
      const fault = takeFault();
      if (fault === 'serverError')
        return { status: 500, body: { resultCode: 'R999', resultMsg: '시스템 오류' } };
      const t = recordApproval(window, authToken, fault, await options.accountHolder());
      const stamp = nowKst();
      const totPrice = String(t.price);
      const authSignature = approvalAuthSignature({
        mid: simulatorMerchant.mid,
        moid: t.oid,
        totPrice,
        tstamp: timestamp,
      });
      return {
        status: 200,
        body: {
          resultCode: '0000',
          resultMsg: '정상처리되었습니다.',
          tid: t.tid,
          mid: simulatorMerchant.mid,
          MOID: t.oid,
          TotPrice: totPrice,
          goodName: t.goodName,
          payMethod: t.method,
          applDate: stamp.slice(0, 8),
          applTime: stamp.slice(8),
          applNum: randomDigits(8),
          buyerName: t.buyerName,
          currency: 'WON',
          authSignature: fault === 'badSignature' ? '0'.repeat(64) : authSignature,
          ...(t.method === 'Card' &&
            (t.easyPay
              ? easyPayCardFields(t.easyPay, 'pc')
              : // A plain card names no easy pay: CARD_SrcCode empty, as in logged approvals of one.
                { CARD_Num: '53275010****123*', CARD_Quota: '00', CARD_Code: '14', CARD_SrcCode: '' })),
          // A real-time transfer names the payer's bank (신한은행 here) and, when the payer asked for one,
          // the cash receipt issued with it (CSHR_ResultCode 220000 정상처리, CSHR_Type 0 소득공제 / 1 지출증빙).
          ...(t.method === 'DirectBank' && { ACCT_BankCode: '88' }),
          ...(t.method === 'DirectBank' &&
            t.cashReceipt?.issued && { CSHR_ResultCode: '220000', CSHR_Type: t.cashReceipt.type }),
          ...(t.vbank && {
            VACT_Num: t.vbank.number,
            VACT_BankCode: t.vbank.bankCode,
            vactBankName: t.vbank.bankName,
            VACT_Name: t.vbank.holder,
            VACT_Date: t.vbank.date,
            VACT_Time: '235900',
          }),
        },
      };
    },

    /** POST payReq.ini: the mobile approval, answered as url-encoded text (§1.2 Step 3). */
    async approveMobile(form: WindowFields): Promise<{ status: number; body: string }> {
      const window = windows.get(form.P_TID ?? '');
      const answer = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
      if (
        form.P_MID !== simulatorMerchant.mid ||
        !window ||
        window.device !== 'mobile' ||
        window.used ||
        window.expiresAt < Date.now()
      )
        return { status: 200, body: answer({ P_STATUS: '01', P_RMESG1: '유효하지 않은 거래입니다.' }) };
      window.used = true;
      const fault = takeFault();
      if (fault === 'serverError') return { status: 500, body: 'error' };
      const t = recordApproval(window, form.P_TID ?? '', fault, await options.accountHolder());
      const stamp = nowKst();
      // A card paid through the ISP app comes back as P_TYPE=ISP, still a card payment.
      const type = window.ispApp ? 'ISP' : { Card: 'CARD', DirectBank: 'BANK', VBank: 'VBANK' }[t.method];
      return {
        status: 200,
        body: answer({
          P_STATUS: '00',
          P_RMESG1: '정상처리되었습니다.',
          P_TID: t.tid,
          P_TYPE: type,
          P_OID: t.oid,
          P_AMT: String(t.price),
          P_AUTH_DT: stamp,
          P_AUTH_NO: randomDigits(8),
          P_UNAME: t.buyerName,
          // The mobile answer carries no signature: the tampering it simulates is another merchant's id.
          P_MID: fault === 'badSignature' ? 'INIpayXXXX' : simulatorMerchant.mid,
          P_NOTI: t.oid,
          ...(t.method === 'Card' &&
            (t.easyPay
              ? easyPayCardFields(t.easyPay, 'mobile')
              : { P_FN_CD1: '14', P_FN_NM: '신한', P_CARD_NUM: '53275010****123*', P_SRC_CODE: '' })),
          ...(t.method === 'DirectBank' && {
            P_FN_CD1: '88',
            P_FN_NM: '신한은행',
            // The cash receipt issued with the transfer, in the notice's P_CSHR_* fields.
            ...mobileCashReceiptFields(t, String(t.price)),
          }),
          ...(t.vbank && {
            P_VACT_NUM: t.vbank.number,
            P_VACT_BANK_CODE: t.vbank.bankCode,
            P_FN_NM: t.vbank.bankName,
            P_VACT_NAME: t.vbank.holder,
            P_VACT_DATE: t.vbank.date,
            P_VACT_TIME: '2359',
          }),
        }),
      };
    },

    /** Net cancel (PC JSON or mobile text): undoes the approval made in that window. */
    netCancel(form: WindowFields): { pc: boolean; ok: boolean } {
      const key = form.authToken ?? form.P_TID ?? '';
      const transaction = [...transactions.values()].find((t) => t.authKey === key || t.tid === key);
      const window = windows.get(key);
      const mid = form.mid ?? form.P_MID;
      if ((!transaction && !window) || mid !== simulatorMerchant.mid)
        return { pc: form.authToken !== undefined, ok: false };
      if (transaction) transaction.status = 'cancelled';
      // The window's authorisation is void: an approval not made yet cannot be made any more either.
      if (window) window.used = true;
      return { pc: form.authToken !== undefined, ok: true };
    },

    /** INIAPI v2 refund (§1.5): hash, balance and refund account checked as Inicis would. */
    refund: (type: string, body: Record<string, unknown>) => simulateRefund(transactions, type, body),
    /** INIAPI v2 transaction inquiry: the transaction's state (approved, partly or wholly cancelled). */
    inquire: (body: Record<string, unknown>) => simulateInquiry(transactions, body),

    /**
     * The payer deposits into an issued virtual account, or (type `depositCancelled`) the bank cancels
     * a deposit: Inicis notifies the site (PC or mobile format, §1.4) and resends until the answer is
     * exactly OK. Answers the site's answers.
     */
    deposit: (tid: string, amount?: number, type?: NoticeType) =>
      sendDepositNotice(
        { transactions, noticeLog, publicUrl: options.publicUrl, fetch: options.fetch },
        tid,
        {
          amount,
          ...(type && { type }),
        },
      ),
  };
}

export { type SimTransaction, simulatorMerchant } from './simulator-state';
export type InicisSimulator = ReturnType<typeof createInicisSimulator>;
