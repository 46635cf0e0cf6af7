import { Link, useLocation, useSearchParams } from 'react-router';
import { PageLoading } from '@/components/layout/page-loading';
import { cardClass } from '@/features/accounts/components/form-styles';
import { usePaymentResult } from '@/features/payments/api/get-payment-result';
import { PaymentResultView } from '@/features/payments/components/payment-result-view';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The provider's success codes: 0000 from the PC window, 00 from the mobile one (spec §8 Payment result). */
const isSuccess = (code: string, device: string) => code === (device === 'mobile' ? '00' : '0000');

/** /register_done and /app/register_done: the payment's outcome, read from oid, payDevice, resultCode, resultMsg. */
export function RegisterDonePage() {
  useDocumentTitle('신청 결과');
  const [query] = useSearchParams();
  const inApp = useLocation().pathname.startsWith('/app/');
  const oid = query.get('oid') ?? '';
  const device = query.get('payDevice') ?? 'pc';
  const succeeded = isSuccess(query.get('resultCode') ?? '', device);
  const result = usePaymentResult(oid, device, Boolean(oid));
  const history = inApp ? '/profile/confList/app' : '/profile/confList';
  const retry = result.data ? `${inApp ? '/app' : ''}/register_pay/${result.data.referenceIdx}` : null;

  return (
    <section className="mx-auto max-w-2xl px-4 py-12 sm:py-16">
      <div className={cardClass}>
        <h1 className="mb-6 text-2xl font-bold text-slate-900">신청 결과</h1>
        {succeeded && result.data ? (
          <PaymentResultView result={result.data} />
        ) : succeeded && result.isPending && oid ? (
          <PageLoading />
        ) : (
          <div role="alert" className="space-y-2">
            <p className="text-xl font-bold text-red-700">결제에 실패하였습니다.</p>
            <p className="text-slate-700">{query.get('resultMsg') || result.data?.resultMsg || ''}</p>
          </div>
        )}
        <div className="mt-8 flex flex-wrap gap-3">
          {!succeeded && retry && (
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
