import { nowKst, randomDigits, type SimTransaction, simulatorMerchant } from './simulator-state';

type Site = {
  transactions: Map<string, SimTransaction>;
  noticeLog: { tid: string; attempt: number; answer: string; body: string }[];
  publicUrl: string;
  fetch: typeof fetch;
};

/** `type_msg` of a PC notice: 0200 a deposit, 0400 a deposit the bank cancelled (integrations.md §1.4). */
export type NoticeType = 'deposit' | 'depositCancelled';

/** Korean text as Inicis sends it: EUC-KR bytes, percent-encoded (bytes captured from a real notice). */
const eucKr = { testBank: '__%C5%D7%BD%BA%C6%AE__', hongGildong: '%C8%AB%B1%E6%B5%BF' };

/**
 * A PC deposit notice in the order and shape of a captured one: `no_tid` is the deposit's own new
 * transaction id (ININPGVBNK…), the account's approval TID comes as `no_req_tid`, codes are padded
 * to 8 digits and the Korean names are EUC-KR. Answers the url-encoded body.
 */
function pcNotice(transaction: SimTransaction, amount: string, type: NoticeType): string {
  const vbank = transaction.vbank;
  const stamp = nowKst();
  const [date, time] = [stamp.slice(0, 8), stamp.slice(8)];
  const bank = (vbank?.bankCode ?? '').padStart(8, '0');
  const fields: [string, string][] = [
    ['no_tid', `ININPGVBNK${simulatorMerchant.mid}${stamp}${randomDigits(6)}`],
    ['no_oid', transaction.oid],
    ['id_merchant', simulatorMerchant.mid],
    ['cd_bank', bank],
    ['cd_deal', bank],
    ['dt_trans', date],
    ['tm_trans', time],
    ['no_msgseq', `9${randomDigits(9)}`],
    ['cd_joinorg', '20000050'],
    ['dt_transbase', date],
    ['no_transseq', ' '],
    ['type_msg', type === 'deposit' ? '0200' : '0400'],
    ['cl_trans', '1100'],
    ['cl_close', '0'],
    ['cl_kor', '2'],
    ['no_msgmanage', ' '],
    ['no_vacct', vbank?.number ?? ''],
    ['amt_input', amount],
    ['amt_check', '0'],
    ['nm_inputbank', eucKr.testBank],
    ['nm_input', eucKr.hongGildong],
    ['dt_inputstd', ' '],
    ['dt_calculstd', ' '],
    ['flg_close', '0'],
    // Only when a cash receipt was asked in the window, between flg_close and no_req_tid as captured
    // (dt_cshr 20221122, tm_cshr 213434, no_cshr_appl 269022460, no_cshr_tid = the account's TID).
    ...cashReceiptFields(transaction, type),
    ['no_req_tid', transaction.tid],
  ];
  // The encoded Korean values are sent as they are, the way Inicis's EUC-KR form encoder writes them.
  const encode = (name: string, value: string) =>
    `${name}=${name.startsWith('nm_') ? value : encodeURIComponent(value).replaceAll('%20', '+')}`;
  const body = fields.map(([name, value]) => encode(name, value)).join('&');
  return `len=${String(body.length + 9).padStart(4, '0')}&${body}`;
}

function cashReceiptFields(transaction: SimTransaction, type: NoticeType): [string, string][] {
  const issued = transaction.cashReceipt?.issued;
  if (!issued || type !== 'deposit') return [];
  return [
    ['dt_cshr', issued.at.slice(0, 8)],
    ['tm_cshr', issued.at.slice(8)],
    ['no_cshr_appl', issued.approvalNumber],
    ['no_cshr_tid', issued.tid],
  ];
}

/**
 * The mobile notice's cash receipt (Inicis's field table): P_CSHR_CODE 220000 = issued, the amounts
 * (total, supply, VAT, service), P_CSHR_TYPE 0/1, P_CSHR_DT YYYYMMDDhhmmss and P_CSHR_AUTH_NO, the
 * 9-digit number made at the deposit.
 */
export function mobileCashReceiptFields(transaction: SimTransaction, amount: string): Record<string, string> {
  const receipt = transaction.cashReceipt;
  if (!receipt?.issued) return {};
  const total = Number(amount);
  const tax = Math.round(total / 11);
  return {
    P_CSHR_CODE: '220000',
    P_CSHR_MSG: '정상처리되었습니다.',
    P_CSHR_AMT: amount,
    P_CSHR_SUP_AMT: String(total - tax),
    P_CSHR_TAX: String(tax),
    P_CSHR_SRVC_AMT: '0',
    P_CSHR_TYPE: receipt.type,
    P_CSHR_DT: receipt.issued.at,
    P_CSHR_AUTH_NO: receipt.issued.approvalNumber,
  };
}

/** A mobile deposit notice to P_NOTI_URL (P_STATUS=02 with P_TYPE=VBANK is a deposit). */
function mobileNotice(transaction: SimTransaction, amount: string): string {
  const stamp = nowKst();
  return new URLSearchParams({
    P_TID: transaction.tid,
    P_MID: simulatorMerchant.mid,
    P_AUTH_DT: stamp,
    P_STATUS: '02',
    P_TYPE: 'VBANK',
    P_OID: transaction.oid,
    P_FN_CD1: transaction.vbank?.bankCode ?? '',
    P_FN_CD2: '',
    P_FN_NM: transaction.vbank?.bankName ?? '',
    P_AMT: amount,
    P_UNAME: transaction.buyerName,
    P_RMESG1: '',
    P_RMESG2: '',
    P_NOTI: transaction.oid,
    P_AUTH_NO: '',
    P_SRC_CODE: '',
    ...mobileCashReceiptFields(transaction, amount),
  }).toString();
}

/**
 * The payer deposits into an issued virtual account (or the bank cancels a deposit, PC only): Inicis
 * notifies the site (PC format to the registered URL, mobile format to P_NOTI_URL) and resends until
 * the answer is exactly OK, at most 3 times here. Answers the site's answers.
 */
export async function sendDepositNotice(
  site: Site,
  tid: string,
  options: { amount?: number | undefined; type?: NoticeType } = {},
): Promise<string[]> {
  const transaction = site.transactions.get(tid);
  const type = options.type ?? 'deposit';
  const expected = type === 'deposit' ? 'approved' : 'deposited';
  if (!transaction?.vbank || transaction.status !== expected) return [];
  if (type === 'depositCancelled' && transaction.device !== 'pc') return [];
  const paid = String(options.amount ?? transaction.price);
  // The cash receipt asked in the window is issued when the money is in (once, kept for resends).
  if (type === 'deposit' && transaction.cashReceipt && !transaction.cashReceipt.issued)
    transaction.cashReceipt.issued = { approvalNumber: randomDigits(9), tid: transaction.tid, at: nowKst() };
  const body =
    transaction.device === 'pc' ? pcNotice(transaction, paid, type) : mobileNotice(transaction, paid);
  const url =
    transaction.device === 'pc'
      ? `${site.publicUrl}/api/payment/vbank/noti`
      : `${site.publicUrl}/api/payment/mobile/noti`;
  const answers: string[] = [];
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    let answer: string;
    try {
      const response = await site.fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body,
      });
      answer = (await response.text()).trim();
    } catch (error) {
      answer = `(${(error as Error).message})`;
    }
    answers.push(answer);
    site.noticeLog.push({ tid, attempt, answer, body });
    if (answer === 'OK') {
      transaction.status = type === 'deposit' ? 'deposited' : 'approved';
      break;
    }
  }
  return answers;
}
