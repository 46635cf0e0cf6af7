import { kstDayCompact, kstInstantOf } from '../../../platform/korean-time';

/** What the Inicis adapter needs to know: the merchant, its keys, and the only endpoints it may call. */
export type InicisSettings = {
  mid: string;
  /** PC standard payment signKey. */
  signKey: string;
  /** Mobile HashKey (P_CHKFAKE). */
  mobileHashKey: string;
  /** INIAPI key and IV (refunds, account encryption). */
  apiKey: string;
  apiIv: string;
  /** INIStdPay.js of the PC payment window. */
  stdJsUrl: string;
  /** INIStdPay_close.js, which closes the PC window's overlay from our closeUrl page. */
  stdCloseJsUrl: string;
  /** INIStdPay_escrow_conf.js, the PC escrow confirmation window (구매확정 / 구매거절). */
  escrowConfirmJsUrl: string;
  /** The mobile payment window the page posts to, and the charset of that post (Inicis reads EUC-KR). */
  mobilePayUrl: string;
  mobileFormCharset: string;
  /** The PC approval and net-cancel URLs a return may name, by `idc_name`: nothing else is ever called. */
  idcUrls: Record<string, { authUrl: string; netCancelUrl: string }>;
  /** The mobile approval (P_REQ_URL) and net-cancel URLs, by `idc_name`. */
  mobileIdcUrls: Record<string, { approveUrl: string; netCancelUrl: string }>;
  iniapiBaseUrl: string;
  /** Addresses and CIDR ranges deposit notices may come from. */
  notiSourceIps: string[];
  receiptBaseUrl: string;
  /** The cash receipt's viewer (`noTid` = the receipt's TID, `clpaymethod=22`). */
  cashReceiptBaseUrl: string;
  /** Our server's address, sent to INIAPI as clientIp. */
  clientIp: string;
  /** How long an INIAPI call may take before its outcome counts as unknown (default 15 s). */
  apiTimeoutMs?: number;
};

const idcs = ['fc', 'ks', 'stg'];

/** KG Inicis production and test endpoints (integrations.md §1.0). */
export function inicisEndpoints(test: boolean) {
  return {
    stdJsUrl: test
      ? 'https://stgstdpay.inicis.com/stdjs/INIStdPay.js'
      : 'https://stdpay.inicis.com/stdjs/INIStdPay.js',
    // Loaded by our closeUrl page inside the window's frame: the same host as the window.
    stdCloseJsUrl: test
      ? 'https://stgstdpay.inicis.com/stdjs/INIStdPay_close.js'
      : 'https://stdpay.inicis.com/stdjs/INIStdPay_close.js',
    // G7 `UserEscrowConfirmController` [3P].
    escrowConfirmJsUrl: test
      ? 'https://stgstdpay.inicis.com/stdjs/INIStdPay_escrow_conf.js'
      : 'https://stdpay.inicis.com/stdjs/INIStdPay_escrow_conf.js',
    mobilePayUrl: 'https://mobile.inicis.com/smart/payment/',
    mobileFormCharset: 'euc-kr',
    idcUrls: Object.fromEntries(
      idcs.map((idc) => [
        idc,
        {
          authUrl: `https://${idc}stdpay.inicis.com/api/payAuth`,
          netCancelUrl: `https://${idc}stdpay.inicis.com/api/netCancel`,
        },
      ]),
    ),
    mobileIdcUrls: Object.fromEntries(
      idcs.map((idc) => [
        idc,
        {
          approveUrl: `https://${idc}mobile.inicis.com/smart/payReq.ini`,
          netCancelUrl: `https://${idc}mobile.inicis.com/smart/payNetCancel.ini`,
        },
      ]),
    ),
    iniapiBaseUrl: test ? 'https://stginiapi.inicis.com' : 'https://iniapi.inicis.com',
    // The ranges Inicis's public merchant samples accept, and the mobile notice sender (§1.0).
    notiSourceIps: ['203.238.37.0/24', '39.115.212.0/24', '183.109.71.0/24', '211.219.96.165'],
    receiptBaseUrl: 'https://iniweb.inicis.com/DefaultWebApp/mall/cr/cm/mCmReceipt_head.jsp',
    cashReceiptBaseUrl: 'https://iniweb.inicis.com/DefaultWebApp/mall/cr/cm/Cash_mCmReceipt.jsp',
  };
}

/** YYYYMMDD (and hhmmss) in Korean time → the instant. */
export function kstInstant(date: string, time = '235900'): Date {
  const [y, mo, d] = [date.slice(0, 4), date.slice(4, 6), date.slice(6, 8)].map(Number);
  const [h, mi, s] = [time.slice(0, 2), time.slice(2, 4), time.slice(4, 6)].map(Number);
  return kstInstantOf(y ?? 0, mo ?? 1, d ?? 1, h ?? 0, mi ?? 0, s ?? 0);
}

/** The Korean date of an instant as YYYYMMDD. */
export const kstDate = kstDayCompact;

/** Posts a form and answers the response text; throws on a network failure or a non-2xx status. */
export async function postForm(
  fetchFn: typeof fetch,
  url: string,
  form: Record<string, string>,
  timeoutMs = 15_000,
): Promise<string> {
  const response = await fetchFn(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=utf-8' },
    body: new URLSearchParams(form).toString(),
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

/**
 * An approval we refuse after calling it (no answer, a failed check): rejected when the net cancel
 * undid it, in doubt when even that failed — the payer may have been charged.
 */
export const undone = (cancelled: boolean, reason: string) =>
  cancelled ? ({ kind: 'rejected', reason } as const) : ({ kind: 'inDoubt', reason } as const);
