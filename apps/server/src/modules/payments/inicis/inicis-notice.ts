import type { Notice } from '../payment-gateway.port';
import type { InicisSettings } from './inicis-settings';

/** Addresses as Node reports them may carry the IPv4-mapped IPv6 prefix. */
const plainIp = (ip: string) => ip.replace(/^::ffff:/, '');

/**
 * A virtual-account notice (integrations.md §1.4), PC format (`no_tid`, `amt_input`) or mobile format
 * (`P_TID`, `P_STATUS=02`), trusted only from the allow-listed addresses and for our merchant. A mobile
 * issuance echo (VBANK with 00/01) is acknowledged and ignored. Korean fields (EUC-KR) are not read.
 */
export function readInicisNotice(
  settings: InicisSettings,
  body: Record<string, string | undefined>,
  sourceIp: string,
): Notice {
  if (!settings.notiSourceIps.map(plainIp).includes(plainIp(sourceIp)))
    return { kind: 'untrusted', reason: `notice from ${sourceIp}` };
  if (body.no_tid !== undefined) {
    if (body.id_merchant !== settings.mid) return { kind: 'untrusted', reason: `mid ${body.id_merchant}` };
    if (!body.no_oid) return { kind: 'untrusted', reason: 'no order' };
    return {
      kind: 'deposit',
      deposit: {
        tid: body.no_tid,
        oid: body.no_oid,
        amount: Number(body.amt_input ?? Number.NaN),
        accountNumber: body.no_vacct ?? '',
      },
    };
  }
  if (body.P_TID !== undefined) {
    if (body.P_MID !== settings.mid) return { kind: 'untrusted', reason: `mid ${body.P_MID}` };
    if (body.P_TYPE !== 'VBANK' || body.P_STATUS !== '02') return { kind: 'ignore' };
    return {
      kind: 'deposit',
      deposit: {
        tid: body.P_TID,
        oid: body.P_OID ?? body.P_NOTI ?? '',
        amount: Number(body.P_AMT ?? Number.NaN),
        accountNumber: '',
      },
    };
  }
  return { kind: 'untrusted', reason: 'not an Inicis notice' };
}
