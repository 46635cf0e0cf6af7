import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { PageLoading } from '@/components/layout/page-loading';
import { useDialog } from '@/components/ui/dialog-provider';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { formatWon } from '@/lib/format-won';
import { declineWaitingOffer, useWaitingOffer } from '../api/waiting-list-api';

/**
 * The private link of an offer: what is held, until when, and the two ways on — register and pay on
 * the held seats through the normal form, or let them pass to the next group.
 */
export function WaitingOfferView({ token, inApp }: { token: string; inApp: boolean }) {
  const offer = useWaitingOffer(token);
  const dialog = useDialog();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const prefix = inApp ? '/app' : '';

  if (offer.isError)
    return (
      <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
        {offer.error.message}
      </p>
    );
  if (!offer.data) return <PageLoading />;
  const view = offer.data;
  const live = view.status === '제안중' && new Date(view.expires_at).getTime() > Date.now();

  const decline = async () => {
    if (!(await dialog.confirm('이 자리를 다음 대기자에게 양보하시겠습니까?'))) return;
    try {
      const { message } = await declineWaitingOffer(token);
      await dialog.alert(message);
      await queryClient.invalidateQueries({ queryKey: ['waiting-list'] });
      navigate(inApp ? '/profile/confList/app' : '/profile/confList');
    } catch (error) {
      await dialog.alert(error instanceof ApiError ? error.message : '새로고침 후 다시 시도 해 주세요.');
      await offer.refetch();
    }
  };

  return (
    <div className="space-y-6">
      <section className="rounded-2xl bg-brand-50 p-5">
        <p className="text-lg font-bold break-keep text-slate-900">{view.title}</p>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm text-slate-700">
          <dt className="font-medium text-slate-900">지역·부서</dt>
          <dd>
            {view.local} · {view.dept}
          </dd>
          <dt className="font-medium text-slate-900">일정</dt>
          <dd>{view.schedule}</dd>
          <dt className="font-medium text-slate-900">맡아 둔 자리</dt>
          <dd>
            {view.seats}석{view.seats < view.headcount && ` (대기 신청 ${view.headcount}명 중)`}
          </dd>
          <dt className="font-medium text-slate-900">참가비</dt>
          <dd>1인 {formatWon(view.price)}</dd>
          <dt className="font-medium text-slate-900">신청 기한</dt>
          <dd>{formatDateTime(view.expires_at)}</dd>
        </dl>
      </section>
      {live ? (
        <>
          <p className="text-sm text-slate-700">
            이 자리는 회원님만 신청할 수 있도록 맡아 두었습니다. 기한 안에 참석자를 {view.seats}명 이하로
            입력해 신청하고 결제를 마쳐 주세요. 기한이 지나거나 양보하시면 다음 대기자에게 넘어갑니다.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Link
              to={`${prefix}/register/${view.detail_idx}?offer=${encodeURIComponent(token)}`}
              className="flex-1 rounded-lg bg-brand-600 px-4 py-3 text-center font-semibold text-white hover:bg-brand-700"
            >
              신청하고 결제하기
            </Link>
            <button
              type="button"
              onClick={decline}
              className="flex-1 rounded-lg border border-slate-300 px-4 py-3 font-semibold text-slate-700 hover:bg-slate-50"
            >
              자리 양보하기
            </button>
          </div>
        </>
      ) : (
        <p role="status" className="rounded-xl bg-slate-100 px-4 py-3 text-sm text-slate-700">
          {view.status === '수락'
            ? '이 제안으로 이미 신청하셨습니다. 신청 내역에서 확인해 주세요.'
            : '이 자리 제안은 끝났습니다.'}
        </p>
      )}
    </div>
  );
}
