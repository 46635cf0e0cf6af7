import type { IssuedCashReceipt, Notice } from '../payment-gateway.port';
import { readEscrowNotice } from './inicis-escrow';
import { kstInstant } from './inicis-settings';

/** PC notice message types (integrations.md §1.4): a deposit, and a deposit cancelled by the bank. */
const depositMessage = '0200';
const depositCancelledMessage = '0400';

const filled = (value: string | undefined) => (value ?? '').trim();

/**
 * The cash receipt a PC deposit notice carries when one was asked in the window ("가상계좌채번시
 * 현금영수증 자동발급신청시에만 전달" in Inicis's sample): `dt_cshr` YYYYMMDD, `tm_cshr` hhmmss,
 * `no_cshr_appl` its approval number, `no_cshr_tid` its TID (captured notices name the account's
 * approval TID there).
 */
function pcCashReceipt(body: Record<string, string | undefined>): IssuedCashReceipt | undefined {
  const [date, time, approvalNumber, tid] = [
    body.dt_cshr,
    body.tm_cshr,
    body.no_cshr_appl,
    body.no_cshr_tid,
  ].map(filled);
  if (!approvalNumber || !tid || !/^\d{8}$/.test(date ?? '')) return undefined;
  return {
    approvalNumber,
    tid,
    issuedAt: kstInstant(date ?? '', /^\d{6}$/.test(time ?? '') ? time : '000000'),
  };
}

/**
 * The cash receipt of a mobile deposit notice: `P_CSHR_CODE` 220000 (or 0000) when issued,
 * `P_CSHR_AUTH_NO` its number (made at the deposit), `P_CSHR_DT` YYYYMMDDhhmmss. It has no TID of its
 * own: the receipt is looked up by the payment's.
 */
function mobileCashReceipt(body: Record<string, string | undefined>): IssuedCashReceipt | undefined {
  const approvalNumber = filled(body.P_CSHR_AUTH_NO);
  const code = filled(body.P_CSHR_CODE);
  const stamp = filled(body.P_CSHR_DT);
  if (!approvalNumber || (code !== '' && code !== '220000' && code !== '0000')) return undefined;
  if (!/^\d{14}$/.test(stamp)) return undefined;
  return {
    approvalNumber,
    tid: filled(body.P_TID),
    issuedAt: kstInstant(stamp.slice(0, 8), stamp.slice(8)),
  };
}

/**
 * A virtual-account notice (integrations.md §1.4), trusted only from the allow-listed addresses and
 * for our merchant.
 * - PC format: `no_tid` is the deposit's own new transaction id; the payment it belongs to is named by
 *   `no_req_tid` (the approval TID of the account). `type_msg` 0200 is a deposit, 0400 a deposit the
 *   bank cancelled; other types are acknowledged and ignored.
 * - Mobile format (`P_TID`, `P_STATUS=02` for a deposit): a VBANK issuance echo (00/01) is ignored.
 * Korean fields (EUC-KR) are not read.
 */
export function readInicisNotice(
  settings: { mid: string },
  isAllowedSource: (ip: string) => boolean,
  body: Record<string, string | undefined>,
  sourceIp: string,
): Notice {
  if (!isAllowedSource(sourceIp)) return { kind: 'untrusted', reason: `notice from ${sourceIp}` };
  // 구매안전서비스 status notices carry cl_status (inicis-escrow.ts).
  if (body.cl_status !== undefined) return readEscrowNotice(settings, body);
  if (body.no_tid !== undefined) {
    if (body.id_merchant !== settings.mid) return { kind: 'untrusted', reason: `mid ${body.id_merchant}` };
    if (!body.no_oid || !body.no_req_tid) return { kind: 'untrusted', reason: 'no order or approval tid' };
    const deposit = {
      approvalTid: body.no_req_tid,
      depositTid: body.no_tid,
      oid: body.no_oid,
      amount: Number(body.amt_input ?? Number.NaN),
      accountNumber: body.no_vacct ?? '',
      ...cashReceiptOf(pcCashReceipt(body)),
    };
    if (body.type_msg === depositMessage) return { kind: 'deposit', deposit };
    if (body.type_msg === depositCancelledMessage) return { kind: 'depositCancelled', deposit };
    return { kind: 'ignore', reason: `type_msg ${body.type_msg}` };
  }
  if (body.P_TID !== undefined) {
    if (body.P_MID !== settings.mid) return { kind: 'untrusted', reason: `mid ${body.P_MID}` };
    if (body.P_TYPE !== 'VBANK' || body.P_STATUS !== '02')
      return { kind: 'ignore', reason: `${body.P_TYPE} ${body.P_STATUS}` };
    return {
      kind: 'deposit',
      deposit: {
        approvalTid: body.P_TID,
        depositTid: body.P_TID,
        oid: body.P_OID ?? body.P_NOTI ?? '',
        amount: Number(body.P_AMT ?? Number.NaN),
        accountNumber: '',
        ...cashReceiptOf(mobileCashReceipt(body)),
      },
    };
  }
  return { kind: 'untrusted', reason: 'not an Inicis notice' };
}

const cashReceiptOf = (cashReceipt: IssuedCashReceipt | undefined) => (cashReceipt ? { cashReceipt } : {});
