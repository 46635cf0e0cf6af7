import type { PayMethod, PaymentResult } from '@edu/shared';
import { formatPhone, groupDigits, payMethodLabels } from '@edu/shared';
import { CopyButton } from '@/components/ui/copy-button';
import { CashReceiptSummary } from './cash-receipt-summary';

const won = (amount: number) => `${groupDigits(amount)}원`;
const methodName = (method: string): string => payMethodLabels[method as PayMethod] ?? method;

/** A completed payment, or the virtual account to deposit into with its deadline. */
export function PaymentResultView({ result }: { result: PaymentResult }) {
  const account = result.paymentOthers;
  return (
    <div className="space-y-6">
      <p role="status" className="text-xl font-bold text-slate-900">
        {account && result.status === 'waiting_deposit'
          ? '가상계좌가 발급되었습니다. 기한 내에 입금해주세요.'
          : '결제가 완료되었습니다. 신청이 완료되었습니다.'}
      </p>
      <dl className="grid grid-cols-[7rem_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-slate-500">신청 내용</dt>
        <dd>{result.goodname}</dd>
        <dt className="text-slate-500">주문번호</dt>
        <dd>{result.oid}</dd>
        <dt className="text-slate-500">결제 수단</dt>
        <dd>{methodName(result.pay_method)}</dd>
        <dt className="text-slate-500">결제 금액</dt>
        <dd className="font-semibold">{won(result.tot_price)}</dd>
        {account && (
          <>
            <dt className="text-slate-500">입금 은행</dt>
            <dd>{account.vact_bank_name}</dd>
            <dt className="text-slate-500">계좌번호</dt>
            <dd className="flex flex-wrap items-center gap-2">
              <span className="font-semibold" data-testid="vbank-number">
                {account.vact_num}
              </span>
              <CopyButton text={account.vact_num} label="계좌번호 복사" />
            </dd>
            <dt className="text-slate-500">예금주</dt>
            <dd>{account.vact_name}</dd>
            <dt className="text-slate-500">입금 기한</dt>
            <dd>{account.vact_date}</dd>
          </>
        )}
        {result.cashReceipt && (
          <>
            <dt className="text-slate-500">현금영수증</dt>
            <dd>
              <CashReceiptSummary receipt={result.cashReceipt} />
            </dd>
          </>
        )}
      </dl>
      {account && (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          입금 기한({account.vact_date})까지 신청하신 자리가 유지됩니다. 기한 안에 입금하지 않으면 신청이
          취소됩니다.
        </p>
      )}
      <p className="text-sm text-slate-600">
        안내 메시지가 카카오톡(또는 문자)으로 {formatPhone(result.buyer_tel)} 번호로 발송됩니다.
      </p>
    </div>
  );
}
