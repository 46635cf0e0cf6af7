import { Link, useLocation, useSearchParams } from 'react-router';
import { cardClass } from '@/components/form/form-styles';
import { PageLoading } from '@/components/layout/page-loading';
import { checkingStatuses, usePaymentResult } from '@/features/payments/api/get-payment-result';
import { PaymentResultView } from '@/features/payments/components/payment-result-view';
import { paymentFailureReason } from '@/features/payments/lib/refusal-text';
import { useDocumentTitle } from '@/lib/use-document-title';

type Outcome = 'succeeded' | 'checking' | 'failed' | 'unknown';

/** What the server says became of the payment: the page never trusts a message carried by its URL. */
function outcomeOf(status: string | undefined): Outcome {
  if (status === 'paid' || status === 'waiting_deposit') return 'succeeded';
  if (status && checkingStatuses.includes(status)) return 'checking';
  if (status) return 'failed';
  return 'unknown';
}

/**
 * /register_done and /app/register_done: the payment's outcome for the `oid` in the address, read from
 * the server (spec §8 Payment result). A payment still being approved or checked shows "결제 확인 중"
 * and is asked again until it settles; only a settled failure offers to pay again.
 */
export function RegisterDonePage() {
  useDocumentTitle('신청 결과');
  const [query] = useSearchParams();
  const inApp = useLocation().pathname.startsWith('/app/');
  const oid = query.get('oid') ?? '';
  const device = query.get('payDevice') ?? 'pc';
  const result = usePaymentResult(oid, device, Boolean(oid));
  const outcome = outcomeOf(result.data?.status);
  const history = inApp ? '/profile/confList/app' : '/profile/confList';
  const retry = result.data ? `${inApp ? '/app' : ''}/register_pay/${result.data.referenceIdx}` : null;

  return (
    <section className="mx-auto max-w-2xl px-4 py-12 sm:py-16">
      <div className={cardClass}>
        <h1 className="mb-6 text-2xl font-bold text-slate-900">신청 결과</h1>
        {result.isPending && oid ? (
          <PageLoading />
        ) : outcome === 'succeeded' && result.data ? (
          <PaymentResultView result={result.data} />
        ) : outcome === 'checking' ? (
          <div role="status" className="space-y-2">
            <p className="text-xl font-bold text-slate-900">결제 확인 중</p>
            <p className="text-slate-700">
              결제 결과를 확인하고 있습니다. 결제를 다시 시도하지 말고 잠시 기다려 주세요. 확인되는 대로 신청
              내역에 반영됩니다.
            </p>
          </div>
        ) : (
          <div role="alert" className="space-y-2">
            <p className="text-xl font-bold text-red-700">결제에 실패하였습니다.</p>
            <p className="text-slate-700">
              {outcome === 'failed' && result.data
                ? paymentFailureReason(result.data)
                : '결제 결과를 확인할 수 없습니다. 신청 내역에서 확인해 주세요.'}
            </p>
          </div>
        )}
        <div className="mt-8 flex flex-wrap gap-3">
          {result.data?.status === 'paid' && (
            // Paid: the ticket (its barcode for the desk) is ready at once.
            <Link
              to={`/barcode/${result.data.referenceIdx}`}
              className="rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700"
            >
              티켓 보기
            </Link>
          )}
          {outcome === 'failed' && retry && (
            <Link
              to={retry}
              className="rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700"
            >
              다시 결제하기
            </Link>
          )}
          <Link
            to={history}
            className="rounded-lg border border-brand-600 px-4 py-2.5 font-semibold text-brand-700 hover:bg-brand-50"
          >
            신청 내역
          </Link>
          <Link
            to="/"
            className="rounded-lg border border-slate-300 px-4 py-2.5 font-semibold text-slate-700 hover:bg-slate-50"
          >
            홈으로
          </Link>
        </div>
      </div>
    </section>
  );
}
