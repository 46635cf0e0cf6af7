import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/http/app-error';
import { kstDateTime } from '../../platform/korean-time';
import { cashReceiptView } from './cash-receipt-view';
import type { PaymentGateway } from './payment-gateway.port';
import { payments } from './payments.tables';

/** What the result page shows of a payment attempt; only to the member who made it. */
export async function getPaymentResult(options: {
  db: Db;
  gateway: Pick<PaymentGateway, 'cashReceiptUrl'>;
  oid: string;
  memberIdx: number;
}) {
  const [payment] = await options.db
    .select()
    .from(payments)
    .where(and(eq(payments.oid, options.oid), eq(payments.memberIdx, options.memberIdx)));
  if (!payment) throw notFound('결제 정보를 찾을 수 없습니다.');
  return {
    oid: payment.oid,
    purpose: payment.purpose,
    referenceIdx: payment.referenceIdx,
    status: payment.status,
    resultCode: payment.resultCode,
    resultMsg: payment.resultMessage,
    goodname: payment.goodName,
    buyer_name: payment.buyerName,
    buyer_tel: payment.buyerTel,
    pay_method: payment.method,
    payDevice: payment.device,
    tot_price: payment.amount,
    paymentOthers:
      payment.vbankNumber && payment.vbankDeadline
        ? {
            vact_bank_name: payment.vbankBankName ?? '',
            vact_num: payment.vbankNumber,
            vact_name: payment.vbankHolder ?? '',
            vact_date: kstDateTime(payment.vbankDeadline),
          }
        : null,
    cashReceipt: cashReceiptView(options.gateway, payment),
  };
}
