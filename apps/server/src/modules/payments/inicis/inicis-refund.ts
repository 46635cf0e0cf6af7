import type { RefundRequest, RefundResult } from '../payment-gateway.port';
import type { InicisSettings } from './inicis-settings';
import { iniapiEncrypt, iniapiHashData, kstTimestamp } from './inicis-signatures';

/**
 * A refund through INIAPI v2 (integrations.md §1.5): full or partial, to the payer's bank account for a
 * deposited virtual account. `data` is serialised once and that exact text is hashed and sent.
 */
export async function refundThroughIniapi(
  settings: InicisSettings,
  fetchFn: typeof fetch,
  request: RefundRequest,
): Promise<RefundResult> {
  const partial = request.remainingAfter > 0;
  const account = request.method === 'VBank' ? request.refundAccount : undefined;
  if (request.method === 'VBank' && !account)
    return { ok: false, code: 'ACCOUNT', message: '가상계좌 환불에는 환불 계좌가 필요합니다.' };
  const type = partial ? 'partialRefund' : 'refund';
  const path = `${type}${account ? '/vacct' : ''}`;
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
  const dataJson = JSON.stringify(data);
  const timestamp = kstTimestamp(new Date());
  const body = `{"mid":${JSON.stringify(settings.mid)},"type":${JSON.stringify(type)},"timestamp":"${timestamp}","clientIp":${JSON.stringify(settings.clientIp)},"data":${dataJson},"hashData":"${iniapiHashData(settings.apiKey, settings.mid, type, timestamp, dataJson)}"}`;
  let answer: Record<string, unknown>;
  try {
    const response = await fetchFn(`${settings.iniapiBaseUrl}/v2/pg/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json;charset=utf-8' },
      body,
      signal: AbortSignal.timeout(15_000),
    });
    answer = (await response.json()) as Record<string, unknown>;
  } catch (error) {
    return {
      ok: false,
      code: 'NETWORK',
      message: `INIAPI에 연결하지 못했습니다: ${(error as Error).message}`,
    };
  }
  if (answer.resultCode !== '00')
    return {
      ok: false,
      code: String(answer.detailResultCode ?? answer.resultCode ?? ''),
      message: String(answer.resultMsg ?? '환불이 거절되었습니다.'),
    };
  return { ok: true, refundTid: String(answer.tid ?? request.tid) };
}
