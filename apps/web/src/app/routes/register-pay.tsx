import { paymentHoldMessages, statusesHeldForPayer } from '@edu/shared';
import { Link, useLocation, useParams } from 'react-router';
import { cardClass } from '@/components/form/form-styles';
import { PageLoading } from '@/components/layout/page-loading';
import { extendRegistrationHold } from '@/features/payments/api/extend-registration-hold';
import { usePaymentSummary } from '@/features/payments/api/get-payment-summary';
import { PayForm } from '@/features/payments/components/pay-form';
import { PaymentTimeLimit } from '@/features/payments/components/payment-time-limit';
import { RegistrationSummary } from '@/features/payments/components/registration-summary';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /register_pay/{idx} and /app/register_pay/{idx}: confirm the registration and pay for it. */
export function RegisterPayPage() {
  useDocumentTitle('결제하기');
  const registrationIdx = Number(useParams().idx);
  const inApp = useLocation().pathname.startsWith('/app/');
  const summary = usePaymentSummary(registrationIdx);

  return (
    <section className="mx-auto max-w-2xl px-4 py-12 sm:py-16">
      <div className={cardClass}>
        <h1 className="mb-6 text-2xl font-bold text-slate-900">결제하기</h1>
        {summary.data ? (
          <div className="space-y-8">
            <RegistrationSummary summary={summary.data} />
            {summary.data.payable ? (
              <>
                {summary.data.hold ? (
                  <PaymentTimeLimit
                    hold={summary.data.hold}
                    held="좌석"
                    extend={() => extendRegistrationHold(registrationIdx)}
                    onExpired={() => summary.refetch()}
                  />
                ) : (
                  statusesHeldForPayer.includes(summary.data.status) && (
                    // The hold ran out and the server has not yet given the seats back.
                    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
                      {paymentHoldMessages.expired}
                    </p>
                  )
                )}
                {summary.data.status === '결제실패' && summary.data.failReason && (
                  <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
                    이전 결제가 완료되지 않았습니다: {summary.data.failReason}
                  </p>
                )}
                <PayForm summary={summary.data} inApp={inApp} onRefused={() => summary.refetch()} />
              </>
            ) : (
              <div className="space-y-3 text-center">
                <p role="status" className="text-slate-700">
                  {summary.data.status === '등록완료' || summary.data.status === '입금대기'
                    ? `이미 결제가 진행된 신청입니다. (${summary.data.status})`
                    : '접수 기간이 아닙니다.'}
                </p>
                <Link
                  to={inApp ? '/profile/confList/app' : '/profile/confList'}
                  className="font-semibold text-brand-700 hover:underline"
                >
                  신청 내역 보기
                </Link>
              </div>
            )}
          </div>
        ) : summary.isError ? (
          <p role="alert" className="text-red-700">
            {summary.error.message}
          </p>
        ) : (
          <PageLoading />
        )}
      </div>
    </section>
  );
}
