import {
  historyMessages,
  type RegistrationHistoryItem,
  receiptOrganisationText,
  sessionTitle,
} from '@edu/shared';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useDialog } from '@/components/ui/dialog-provider';
import { NewWindowMark } from '@/components/ui/new-window-mark';
import { CashReceiptSummary } from '@/features/payments';
import { formatDateTime } from '@/lib/format-date';
import { formatDepositDeadline, formatWon } from '../lib/history-format';

// The modal's code (Radix, focus trap) is fetched when a member opens it, not with the history.
const CancelRequestDialog = lazy(() =>
  import('./cancel-request-dialog').then((module) => ({ default: module.CancelRequestDialog })),
);
const MoveSessionDialog = lazy(() =>
  import('./move-session-dialog').then((module) => ({ default: module.MoveSessionDialog })),
);

const buttonClass =
  'rounded-lg border border-brand-600 px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50';

const statusTone: Record<string, string> = {
  등록완료: 'bg-emerald-50 text-emerald-800',
  등록취소: 'bg-slate-100 text-slate-600',
  결제실패: 'bg-red-50 text-red-800',
  입금대기: 'bg-amber-50 text-amber-800',
};

/** The provider's receipt (through our server, which redirects there) in a small window. */
function openReceipt(registrationIdx: number) {
  window.open(
    `/api/payment/receipt/${registrationIdx}`,
    'receipt',
    'width=430,height=700,scrollbars=yes,resizable=yes',
  );
}

/** One registration of the history: session, people, price, and what the member can do next. */
export function RegistrationCard({ registration }: { registration: RegistrationHistoryItem }) {
  const dialog = useDialog();
  const navigate = useNavigate();
  // The app's history pages continue in the app's payment page.
  const inApp = useLocation().pathname.includes('/app');
  const [cancelling, setCancelling] = useState(false);
  const [moving, setMoving] = useState(false);
  const r = registration;

  const continueRegistration = async () => {
    if (r.canContinue) navigate(`${inApp ? '/app' : ''}/register_pay/${r.idx}`);
    else await dialog.alert(historyMessages.notInPeriod);
  };

  return (
    <article
      aria-labelledby={`registration-${r.idx}`}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={`registration-${r.idx}`} className="text-lg font-bold text-slate-900">
            {r.title}
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {sessionTitle(r.number, r.label)} · {r.local} · {r.place}
          </p>
        </div>
        <span
          className={`rounded-full px-3 py-1 text-sm font-semibold ${statusTone[r.status] ?? 'bg-brand-50 text-brand-800'}`}
        >
          {r.status}
        </span>
      </header>

      <dl className="mt-4 grid grid-cols-[5.5rem_1fr] gap-x-3 gap-y-1.5 text-sm">
        <dt className="text-slate-500">일정</dt>
        <dd className="text-slate-900">{r.schedule}</dd>
        <dt className="text-slate-500">부서</dt>
        <dd className="text-slate-900">{r.dept}</dd>
        <dt className="text-slate-500">결제 금액</dt>
        <dd className="text-slate-900">{formatWon(r.total_price)}</dd>
        {r.refunded_price > 0 && (
          <>
            <dt className="text-slate-500">환불 금액</dt>
            <dd className="text-slate-900">{formatWon(r.refunded_price)}</dd>
            <dt className="text-slate-500">남은 금액</dt>
            <dd className="font-semibold text-slate-900">{formatWon(r.remaining_price)}</dd>
          </>
        )}
        <dt className="text-slate-500">인원</dt>
        <dd className="text-slate-900">
          {r.live_headcount === r.headcount
            ? `${r.headcount}명`
            : `${r.live_headcount}명 (신청 ${r.headcount}명 중 ${r.headcount - r.live_headcount}명 취소)`}
        </dd>
        <dt className="text-slate-500">참석자</dt>
        <dd className="text-slate-900">
          {r.registerMemberList.map((attendee, n) => (
            <span key={attendee.idx}>
              {n > 0 && ', '}
              {attendee.moved ? (
                <s className="text-slate-600">{attendee.name}(세션 변경)</s>
              ) : attendee.is_cancel === 'Y' ? (
                <s className="text-slate-600">{attendee.name}(취소)</s>
              ) : (
                attendee.name
              )}
            </span>
          ))}
        </dd>
        {r.receiptOrganisation && (
          <>
            <dt className="text-slate-500">영수증 명의</dt>
            <dd className="text-slate-900">{receiptOrganisationText(r.receiptOrganisation)}</dd>
          </>
        )}
        {r.cashReceipt && (
          <>
            <dt className="text-slate-500">현금영수증</dt>
            <dd className="min-w-0 break-words text-slate-900">
              <CashReceiptSummary receipt={r.cashReceipt} />
            </dd>
          </>
        )}
        <dt className="text-slate-500">신청일</dt>
        <dd className="text-slate-900">{formatDateTime(r.created_date)}</dd>
        {r.status === '입금대기' && r.vact_num && (
          <>
            <dt className="text-slate-500">입금 은행</dt>
            <dd className="text-slate-900">{r.vact_bank_name}</dd>
            <dt className="text-slate-500">계좌번호</dt>
            <dd className="text-slate-900">{r.vact_num}</dd>
            <dt className="text-slate-500">예금주</dt>
            <dd className="text-slate-900">{r.vact_name}</dd>
            <dt className="text-slate-500">입금 기한</dt>
            <dd className="font-semibold text-red-700">
              {r.vact_date ? formatDepositDeadline(r.vact_date) : ''}
              <span className="block text-xs font-normal text-slate-600">이 시각까지 자리가 유지됩니다.</span>
            </dd>
          </>
        )}
      </dl>

      {r.paymentCancelList.length > 0 && (
        <ul className="mt-3 space-y-1 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
          {r.paymentCancelList.map((cancel) => (
            <li key={cancel.idx}>
              {cancel.type} 취소 {cancel.count}명 · {formatWon(cancel.price)} · {cancel.status}
            </li>
          ))}
        </ul>
      )}

      <div className="mt-5 flex flex-wrap items-center gap-2">
        {r.status === '등록완료' && (
          <Link to={`/barcode/${r.idx}`} className={buttonClass}>
            바코드 확인
          </Link>
        )}
        {r.hasReceipt && (
          <button type="button" onClick={() => openReceipt(r.idx)} className={buttonClass}>
            영수증
            <NewWindowMark />
          </button>
        )}
        {r.canCancel && (
          <button type="button" onClick={() => setCancelling(true)} className={buttonClass}>
            취소 신청
          </button>
        )}
        {r.canCancel && (
          <button type="button" onClick={() => setMoving(true)} className={buttonClass}>
            다른 세션으로 변경
          </button>
        )}
        {r.cancelPending && (
          <span className="rounded-lg bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-800">
            {historyMessages.checking}
          </span>
        )}
        {['결제시도', '결제대기', '결제실패'].includes(r.status) && (
          <button
            type="button"
            onClick={continueRegistration}
            className="rounded-lg bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700"
          >
            이어서 신청하기
          </button>
        )}
      </div>
      {moving && (
        <Suspense fallback={null}>
          <MoveSessionDialog registration={r} open onOpenChange={setMoving} />
        </Suspense>
      )}
      {cancelling && (
        <Suspense fallback={null}>
          <CancelRequestDialog registration={r} open onOpenChange={setCancelling} />
        </Suspense>
      )}
    </article>
  );
}
