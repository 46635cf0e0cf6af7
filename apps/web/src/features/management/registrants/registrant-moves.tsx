import {
  type MoveOptions,
  type MoveRecord,
  type MoveRequest,
  type MoveResult,
  messages,
  moveMessages,
  moveQuestion,
} from '@edu/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useDialog } from '@/components/ui/dialog-provider';
import {
  emptyRefundAccount,
  missingRefundAccountPart,
  type RefundAccount,
  RefundAccountFields,
  refundAccountBody,
  refundBankName,
} from '@/features/registrations';
import { ApiError, api, apiWithMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { formatWon } from '@/lib/format-won';
import { AdminFormDialog } from '../components/admin-form-dialog';
import {
  adminButtonClass,
  adminInputClass,
  adminLabelClass,
  adminSmallButtonClass,
} from '../components/admin-styles';
import type { Registrant } from './admin-registrants-api';

const movesKey = (idx: number) => ['admin', 'registrations', idx, 'moves'] as const;

const differenceText = (amount: number) =>
  amount === 0
    ? '차액 없음'
    : amount > 0
      ? `차액 결제 ${formatWon(amount)}`
      : `차액 환불 ${formatWon(-amount)}`;

/**
 * Under a registrant's attendees: the registration's moves (from, to, who, the difference) and, for a
 * paid registration, 다른 세션으로 변경 on the member's behalf (the server checks and audits it).
 */
export function RegistrantMoves({ registrant }: { registrant: Registrant }) {
  const dialog = useDialog();
  const queryClient = useQueryClient();
  const [moving, setMoving] = useState(false);
  const retry = useMutation({
    mutationFn: (moveIdx: number) =>
      apiWithMessage<{ refundStatus: string }>(`/api/admin/registrations/moves/${moveIdx}/refund`, {
        method: 'POST',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: movesKey(registrant.idx) }),
  });
  const retryRefund = async (moveIdx: number) => {
    if (!(await dialog.confirm('차액 환불을 다시 요청하시겠습니까?'))) return;
    try {
      await dialog.alert((await retry.mutateAsync(moveIdx)).message);
    } catch (error) {
      await dialog.alert(error instanceof ApiError ? error.message : messages.generic);
    }
  };
  const moves = useQuery({
    queryKey: movesKey(registrant.idx),
    queryFn: ({ signal }) =>
      api<MoveRecord[]>(`/api/admin/registrations/${registrant.idx}/moves`, { signal }),
  });
  return (
    <div className="mt-3 space-y-2">
      {moves.data && moves.data.length > 0 && (
        <ul aria-label="세션 변경 내역" className="space-y-1 text-sm text-slate-700">
          {moves.data.map((move) => (
            <li key={move.idx}>
              세션 변경: {move.from} → {move.to} · {move.attendees.join(', ')} ·{' '}
              {differenceText(move.priceDifference)} · {move.byAdministrator ? '관리자' : '회원'} ·{' '}
              {formatDateTime(move.createdDate)} · {move.status}
              {move.refundAccount &&
                ` · 환불 계좌 ${refundBankName(move.refundAccount.bankCode)} ${move.refundAccount.number} (${move.refundAccount.holder})`}
              {move.refundStatus === 'in_doubt' && ' · 환불 결과 확인 중'}
              {move.refundStatus === 'refused' && (
                <>
                  {' · 환불 실패 '}
                  <button
                    type="button"
                    className={adminSmallButtonClass}
                    disabled={retry.isPending}
                    onClick={() => retryRefund(move.idx)}
                  >
                    환불 다시 요청
                  </button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {registrant.status === '등록완료' && (
        <button type="button" className={adminSmallButtonClass} onClick={() => setMoving(true)}>
          다른 세션으로 변경
        </button>
      )}
      {moving && (
        <AdminFormDialog open title="다른 세션으로 변경" busy={false} onClose={() => setMoving(false)}>
          <MoveForm registrant={registrant} onDone={() => setMoving(false)} />
        </AdminFormDialog>
      )}
    </div>
  );
}

function MoveForm({ registrant, onDone }: { registrant: Registrant; onDone: () => void }) {
  const dialog = useDialog();
  const queryClient = useQueryClient();
  const options = useQuery({
    queryKey: ['admin', 'registrations', registrant.idx, 'move-options'],
    queryFn: ({ signal }) =>
      api<MoveOptions>(`/api/admin/registrations/${registrant.idx}/move-options`, { signal }),
    staleTime: 0,
  });
  const move = useMutation({
    mutationFn: (body: MoveRequest) =>
      apiWithMessage<MoveResult>(`/api/admin/registrations/${registrant.idx}/move`, { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
  const [targetIdx, setTargetIdx] = useState('');
  const [selected, setSelected] = useState<number[]>([]);
  const [account, setAccount] = useState<RefundAccount>(emptyRefundAccount);
  const data = options.data;
  if (!data)
    return (
      <p className="text-sm text-slate-600">{options.isError ? options.error.message : '불러오는 중…'}</p>
    );
  if (data.refusal)
    return <p className="rounded-lg bg-amber-50 p-4 text-sm text-amber-900">{data.refusal}</p>;
  const target = data.targets.find((t) => String(t.detailIdx) === targetIdx);
  const difference = (target?.differencePerAttendee ?? 0) * selected.length;
  // A deposit has no card to go back to: the member's account is asked, as on the member's own dialog.
  const needsAccount = registrant.pay_method === 'VBank' && difference < 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (move.isPending) return;
    if (!target) return dialog.alert(moveMessages.targetRequired);
    if (selected.length === 0) return dialog.alert(moveMessages.selectAttendees);
    if (needsAccount && missingRefundAccountPart(account))
      return dialog.alert(moveMessages.refundAccountRequired);
    if (!(await dialog.confirm(moveQuestion(selected.length, target.name, differenceText(difference)))))
      return;
    try {
      const answer = await move.mutateAsync({
        targetDetailIdx: target.detailIdx,
        attendeeIdxs: selected,
        ...(needsAccount && refundAccountBody(account)),
      });
      onDone();
      await dialog.alert(
        answer.contents.status === '결제대기'
          ? `회원이 차액 ${formatWon(answer.contents.payAmount)}을 결제하면 변경이 완료됩니다.`
          : answer.contents.message,
      );
    } catch (error) {
      await dialog.alert(error instanceof ApiError ? error.message : messages.generic);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-slate-600">
        {registrant.name} · 지금: {data.current} (1인 {formatWon(data.pricePerAttendee)})
      </p>
      <label className="block">
        <span className={adminLabelClass}>변경할 세션</span>
        <select
          value={targetIdx}
          onChange={(event) => setTargetIdx(event.target.value)}
          className={adminInputClass}
        >
          <option value="">세션 선택</option>
          {data.targets.map((t) => (
            <option key={t.detailIdx} value={t.detailIdx} disabled={t.seatsLeft === 0}>
              {t.name} · {t.seatsLeft === null ? '제한 없음' : `남은 자리 ${t.seatsLeft}석`} · 1인{' '}
              {formatWon(t.price)}
            </option>
          ))}
        </select>
      </label>
      <fieldset>
        <legend className={adminLabelClass}>변경할 인원</legend>
        <ul className="mt-1 space-y-1">
          {data.attendees.map((attendee) => (
            <li key={attendee.idx}>
              <label className="flex items-center gap-2 text-sm text-slate-900">
                <input
                  type="checkbox"
                  disabled={attendee.checkedIn}
                  checked={selected.includes(attendee.idx)}
                  onChange={(event) =>
                    setSelected((current) =>
                      event.target.checked
                        ? [...current, attendee.idx]
                        : current.filter((i) => i !== attendee.idx),
                    )
                  }
                />
                {attendee.name} ({attendee.church}){attendee.checkedIn && ' · 입장 완료'}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <p className="text-sm font-semibold text-slate-900">{differenceText(difference)}</p>
      {needsAccount && <RefundAccountFields value={account} onChange={setAccount} />}
      <button type="submit" disabled={move.isPending} className={adminButtonClass}>
        변경하기
      </button>
    </form>
  );
}
