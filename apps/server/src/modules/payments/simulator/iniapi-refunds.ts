import { kstTimestamp } from '../../../platform/korean-time';
import { iniapiDecrypt, iniapiHashData } from '../inicis/inicis-signatures';
import { nowKst, randomDigits, type SimTransaction, simulatorMerchant } from './simulator-state';

/**
 * INIAPI v2 refunds as Inicis answers them (integrations.md §1.5, §1.12 item 7): the hash over the
 * exact data, the transaction's balance (confirmPrice must be what remains), and for a deposited
 * virtual account the encrypted refund account.
 */
const refuse = (code: string, message: string) => ({ resultCode: code, resultMsg: message });

/** The request's merchant and hashData over the exact data; answers its data or the refusal. */
function signedData(
  body: Record<string, unknown>,
): { data: Record<string, string> } | { refusal: Record<string, unknown> } {
  const data = body.data as Record<string, string> | undefined;
  if (!data || body.mid !== simulatorMerchant.mid)
    return { refusal: refuse('01', '상점아이디 또는 요청 데이터 오류') };
  const expectedHash = iniapiHashData(
    simulatorMerchant.apiKey,
    simulatorMerchant.mid,
    String(body.type),
    String(body.timestamp),
    JSON.stringify(data),
  );
  if (body.hashData !== expectedHash) return { refusal: refuse('01', 'hashData 검증 실패') };
  return { data };
}

export function simulateRefund(
  transactions: Map<string, SimTransaction>,
  type: string,
  body: Record<string, unknown>,
): Record<string, unknown> {
  const signed = signedData(body);
  if ('refusal' in signed) return signed.refusal;
  const { data } = signed;
  const transaction = transactions.get(data.tid ?? '');
  if (!transaction) return refuse('01', '존재하지 않는 거래입니다.');
  if (transaction.status === 'cancelled') return refuse('01', '이미 취소된 거래입니다.');
  const vacct = type.endsWith('/vacct');
  if (transaction.method === 'VBank' && transaction.status === 'deposited' && !vacct)
    return refuse('01', '입금된 가상계좌는 환불계좌로만 환불할 수 있습니다.');
  if (vacct) {
    try {
      if (
        !/^\d{6,20}$/.test(
          iniapiDecrypt(data.refundAcctNum ?? '', simulatorMerchant.apiKey, simulatorMerchant.apiIv),
        )
      )
        return refuse('01', '환불계좌번호 오류');
    } catch {
      return refuse('01', '환불계좌번호 복호화 실패');
    }
  }
  const balance = transaction.price - transaction.refunded;
  const partial = type.startsWith('partialRefund');
  // After a partial cancel only partial cancels remain (the last one with confirmPrice 0).
  if (!partial && transaction.refunded > 0)
    return refuse('01', '부분취소된 거래는 전체취소할 수 없습니다. 부분취소로 요청하세요.');
  const amount = partial ? Number(data.price) : balance;
  if (partial && (!(amount > 0) || amount > balance)) return refuse('01', '취소금액이 잔액을 초과합니다.');
  if (partial && Number(data.confirmPrice) !== balance - amount) return refuse('01', 'confirmPrice 불일치');
  transaction.refunded += amount;
  if (transaction.refunded >= transaction.price) transaction.status = 'cancelled';
  const stamp = nowKst();
  return {
    resultCode: '00',
    resultMsg: '정상처리되었습니다.',
    ...(partial
      ? {
          tid: `StdpayCARD${simulatorMerchant.mid}${stamp}${randomDigits(6)}`,
          prtcTid: transaction.tid,
          prtcPrice: String(amount),
          prtcRemains: String(transaction.price - transaction.refunded),
          prtcCnt: '1',
          prtcType: '1',
          prtcDate: stamp.slice(0, 8),
          prtcTime: stamp.slice(8),
          // The issued cash receipt is cancelled in proportion: by the won refunded.
          ...(transaction.cashReceipt?.issued && { cashReceiptAmount: String(amount) }),
        }
      : {
          cancelDate: stamp.slice(0, 8),
          cancelTime: stamp.slice(8),
          // 현금영수증 취소승인번호, only for a payment whose cash receipt was issued.
          ...(transaction.cashReceipt?.issued && { cshrCancelNum: randomDigits(9) }),
        }),
  };
}

/**
 * INIAPI v2 transaction inquiry (answer fields as in Inicis's PHP sample): the transaction's state as
 * `transactionStatus` APPROVAL, PART_CANCEL or CANCEL.
 */
export function simulateInquiry(
  transactions: Map<string, SimTransaction>,
  body: Record<string, unknown>,
): Record<string, unknown> {
  const signed = signedData(body);
  if ('refusal' in signed) return signed.refusal;
  const transaction = transactions.get(signed.data.tid ?? '');
  if (!transaction) return refuse('01', '존재하지 않는 거래입니다.');
  const approved = kstTimestamp(transaction.approvedAt);
  return {
    resultCode: '00',
    resultMsg: '정상처리되었습니다.',
    tid: transaction.tid,
    mid: simulatorMerchant.mid,
    oid: transaction.oid,
    price: String(transaction.price - transaction.refunded),
    goodsName: transaction.goodName,
    paymethod: transaction.method,
    approvedDate: approved.slice(0, 8),
    approvedTime: approved.slice(8),
    buyerName: transaction.buyerName,
    transactionStatus:
      transaction.status === 'cancelled' ? 'CANCEL' : transaction.refunded > 0 ? 'PART_CANCEL' : 'APPROVAL',
    availablePartCancel: transaction.status !== 'cancelled',
  };
}
