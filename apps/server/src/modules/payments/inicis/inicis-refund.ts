import type { RefundRequest, RefundResult, TransactionState } from '../payment-gateway.port';
import type { InicisSettings } from './inicis-settings';
import { iniapiEncrypt, iniapiHashData, kstTimestamp } from './inicis-signatures';

type IniapiAnswer = { answer: Record<string, unknown> } | { unreachable: string };

/**
 * One INIAPI v2 call (integrations.md §1.5): `data` is serialised once and that exact text is hashed
 * and sent. A timeout, a network failure or an answer that is not JSON leaves the outcome unknown.
 */
async function callIniapi(
  settings: InicisSettings,
  fetchFn: typeof fetch,
  call: { type: string; path: string; data: Record<string, string> },
): Promise<IniapiAnswer> {
  const dataJson = JSON.stringify(call.data);
  const timestamp = kstTimestamp(new Date());
  const hashData = iniapiHashData(settings.apiKey, settings.mid, call.type, timestamp, dataJson);
  const body = `{"mid":${JSON.stringify(settings.mid)},"type":${JSON.stringify(call.type)},"timestamp":"${timestamp}","clientIp":${JSON.stringify(settings.clientIp)},"data":${dataJson},"hashData":"${hashData}"}`;
  try {
    const response = await fetchFn(`${settings.iniapiBaseUrl}/v2/pg/${call.path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json;charset=utf-8' },
      body,
      signal: AbortSignal.timeout(settings.apiTimeoutMs ?? 15_000),
    });
    const answer = (await response.json()) as unknown;
    if (!answer || typeof answer !== 'object')
      return { unreachable: `HTTP ${response.status}, no JSON object` };
    return { answer: answer as Record<string, unknown> };
  } catch (error) {
    return { unreachable: (error as Error).message };
  }
}

/**
 * A refund through INIAPI v2 (integrations.md §1.5): full, or partial — and a refund after earlier
 * partial ones is partial too, with `confirmPrice` 0 when it takes the rest, as Inicis's own sample
 * does. A deposited virtual account is refunded to the payer's bank account. A call whose outcome is
 * unknown answers `inDoubt`, never a refusal.
 */
export async function refundThroughIniapi(
  settings: InicisSettings,
  fetchFn: typeof fetch,
  request: RefundRequest,
): Promise<RefundResult> {
  const partial = request.remainingAfter > 0 || request.refundedBefore > 0;
  const account = request.method === 'VBank' ? request.refundAccount : undefined;
  if (request.method === 'VBank' && !account)
    return { ok: false, code: 'ACCOUNT', message: '가상계좌 환불에는 환불 계좌가 필요합니다.' };
  const type = partial ? 'partialRefund' : 'refund';
  const data: Record<string, string> = {
    tid: request.tid,
    msg: request.reason.slice(0, 100),
    ...(partial && {
      price: String(request.amount),
      confirmPrice: String(request.remainingAfter),
      currency: 'WON',
      tax: '0',
      taxfree: '0',
    }),
    ...(account && {
      refundAcctNum: iniapiEncrypt(account.number.replace(/\D/g, ''), settings.apiKey, settings.apiIv),
      refundBankCode: account.bankCode,
      refundAcctName: account.holder,
    }),
  };
  const result = await callIniapi(settings, fetchFn, {
    type,
    path: `${type}${account ? '/vacct' : ''}`,
    data,
  });
  if ('unreachable' in result)
    return {
      ok: false,
      inDoubt: true,
      code: 'NO_ANSWER',
      message: `INIAPI의 응답을 받지 못했습니다: ${result.unreachable}`,
    };
  const { answer } = result;
  if (answer.resultCode !== '00')
    return {
      ok: false,
      code: String(answer.detailResultCode ?? answer.resultCode ?? ''),
      message: String(answer.resultMsg ?? '환불이 거절되었습니다.'),
    };
  const cashReceiptCancel = cashReceiptCancelOf(answer);
  return {
    ok: true,
    refundTid: String(answer.tid ?? request.tid),
    ...(cashReceiptCancel && { cashReceiptCancel }),
  };
}

/**
 * The cash receipt the provider cancelled with a refund: a full refund answers the cancel's approval
 * number `cshrCancelNum` ("현금영수증 취소승인번호, 현금영수증 발행건에 한함" in merchants' DTOs of the
 * answer), a partial one the won of the receipt it cancelled, `cashReceiptAmount`. Neither for a payment
 * without a receipt.
 */
function cashReceiptCancelOf(
  answer: Record<string, unknown>,
): { number?: string; amount?: number } | undefined {
  const number = typeof answer.cshrCancelNum === 'string' ? answer.cshrCancelNum.trim() : '';
  const amount = Number(answer.cashReceiptAmount ?? 0);
  if (!number && !(amount > 0)) return undefined;
  return { ...(number && { number }), ...(amount > 0 && { amount }) };
}

/** Inquiry's `transactionStatus` values [3P: two merchant integrations agree; not in the manual excerpts]. */
const transactionStatuses = {
  APPROVAL: 'approved',
  PART_CANCEL: 'partiallyCancelled',
  CANCEL: 'cancelled',
} as const;

/**
 * The transaction inquiry of INIAPI v2 (`type=inquiry`, `data={tid}`; answer fields as in Inicis's
 * PHP sample: tid, mid, oid, price, paymethod, transactionStatus, …). Success is `00` like the other
 * v2 calls, or `SUCCESS` as merchant code reads it; anything unreadable is `unknown`.
 */
export async function inquireThroughIniapi(
  settings: InicisSettings,
  fetchFn: typeof fetch,
  tid: string,
): Promise<TransactionState> {
  const result = await callIniapi(settings, fetchFn, { type: 'inquiry', path: 'inquiry', data: { tid } });
  if ('unreachable' in result) return { status: 'unknown', reason: `no answer: ${result.unreachable}` };
  const { answer } = result;
  if (answer.resultCode !== '00' && answer.resultCode !== 'SUCCESS')
    return { status: 'unknown', reason: `${String(answer.resultCode)} ${String(answer.resultMsg ?? '')}` };
  if (answer.tid !== tid || answer.mid !== settings.mid)
    return { status: 'unknown', reason: 'inquiry answered for another transaction' };
  const status = transactionStatuses[String(answer.transactionStatus) as keyof typeof transactionStatuses];
  if (!status) return { status: 'unknown', reason: `transactionStatus ${String(answer.transactionStatus)}` };
  return { status, raw: answer };
}
