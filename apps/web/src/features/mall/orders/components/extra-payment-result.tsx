import { orderMessages } from '@edu/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { formatWon } from '@/lib/format-won';
import { useOrderPayment } from '../api/get-order-payment';
import { ordersQueryKey } from '../api/query-keys';
import type { PaymentAttempt } from '../hooks/use-payment-return';
import { paymentOutcomeOf } from '../lib/payment-outcome';

const boxClass = 'flex flex-wrap items-start gap-3 rounded-2xl px-4 py-4 text-sm';

/**
 * The outcome of the extra payment the payer just came back from, as the server tells it (GET
 * /api/payment/result, asked again while it is settling): succeeded, a virtual account to deposit into,
 * still checking, or failed with the provider's reason. Once settled, the order is read again.
 */
export function ExtraPaymentResult({
  attempt,
  onDismiss,
}: {
  attempt: PaymentAttempt;
  onDismiss: () => void;
}) {
  const { payment, gaveUp } = useOrderPayment(attempt.paymentOid, attempt.device);
  const queryClient = useQueryClient();
  const outcome = payment.data ? paymentOutcomeOf(payment.data.status) : null;

  useEffect(() => {
    if (outcome === 'succeeded' || outcome === 'failed')
      void queryClient.invalidateQueries({ queryKey: ordersQueryKey });
  }, [outcome, queryClient]);

  const dismiss = (
    <button
      type="button"
      onClick={onDismiss}
      className="ml-auto shrink-0 rounded-lg px-2 py-1 font-medium underline-offset-2 hover:underline"
    >
      닫기
    </button>
  );

  if (payment.isError) {
    return (
      <div role="alert" className={`${boxClass} bg-slate-100 text-slate-800`}>
        <p className="flex-1">결제 결과를 확인하지 못했습니다. 아래 결제 내역에서 상태를 확인해 주세요.</p>
        {dismiss}
      </div>
    );
  }
  if (!payment.data || outcome === 'checking') {
    return (
      <div role="status" className={`${boxClass} bg-brand-50 text-brand-900`}>
        <p className="flex-1">
          {gaveUp
            ? '결제 결과 확인이 늦어지고 있습니다. 잠시 후 이 화면을 새로고침해 주세요.'
            : '추가 결제 결과를 확인하고 있습니다. 결제를 다시 시도하지 말고 잠시 기다려 주세요.'}
        </p>
      </div>
    );
  }
  const result = payment.data;
  if (outcome === 'failed') {
    return (
      <div role="alert" className={`${boxClass} bg-red-50 text-red-800`}>
        <div className="flex-1 space-y-1">
          <p className="font-semibold">{orderMessages.paymentFailed}</p>
          {result.resultMsg && <p>{result.resultMsg}</p>}
        </div>
        {dismiss}
      </div>
    );
  }
  const account = result.status === 'waiting_deposit' ? result.paymentOthers : null;
  return (
    <div role="status" className={`${boxClass} bg-emerald-50 text-emerald-900`}>
      <div className="flex-1 space-y-2">
        <p className="font-semibold">
          {account
            ? '가상계좌가 발급되었습니다. 기한 내에 입금하시면 추가 결제가 완료됩니다.'
            : `추가 결제 ${formatWon(result.tot_price)}이 완료되었습니다.`}
        </p>
        {account && (
          <dl className="grid grid-cols-[5rem_minmax(0,1fr)] gap-x-3 gap-y-1">
            <dt>입금 은행</dt>
            <dd>{account.vact_bank_name}</dd>
            <dt>계좌번호</dt>
            <dd className="font-semibold">{account.vact_num}</dd>
            <dt>예금주</dt>
            <dd>{account.vact_name}</dd>
            <dt>입금 금액</dt>
            <dd>{formatWon(result.tot_price)}</dd>
            <dt>입금 기한</dt>
            <dd>{account.vact_date}</dd>
          </dl>
        )}
      </div>
      {dismiss}
    </div>
  );
}
