import type { Notice } from '../payment-gateway.port';

/** PC notice message types (integrations.md §1.4): a deposit, and a deposit cancelled by the bank. */
const depositMessage = '0200';
const depositCancelledMessage = '0400';

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
  if (body.no_tid !== undefined) {
    if (body.id_merchant !== settings.mid) return { kind: 'untrusted', reason: `mid ${body.id_merchant}` };
    if (!body.no_oid || !body.no_req_tid) return { kind: 'untrusted', reason: 'no order or approval tid' };
    const deposit = {
      approvalTid: body.no_req_tid,
      depositTid: body.no_tid,
      oid: body.no_oid,
      amount: Number(body.amt_input ?? Number.NaN),
      accountNumber: body.no_vacct ?? '',
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
      },
    };
  }
  return { kind: 'untrusted', reason: 'not an Inicis notice' };
}
