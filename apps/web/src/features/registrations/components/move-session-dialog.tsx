import { messages, moveMessages, moveQuestion, type RegistrationHistoryItem } from '@edu/shared';
import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useDialog } from '@/components/ui/dialog-provider';
import { Modal } from '@/components/ui/modal';
import { ApiError } from '@/lib/api-client';
import { useMoveOptions, useMoveRegistration } from '../api/move-registration';
import { formatWon } from '../lib/history-format';
import {
  emptyRefundAccount,
  missingRefundAccountPart,
  type RefundAccount,
  RefundAccountFields,
  refundAccountBody,
} from './refund-account-fields';

/** "+5,000원" / "−3,000원" / "차액 없음" for a difference per attendee or in all. */
const differenceText = (amount: number) =>
  amount === 0 ? '차액 없음' : `${amount > 0 ? '+' : '−'}${formatWon(Math.abs(amount))}`;

/**
 * 다른 세션으로 변경: the member picks another department of the same conference that has room (seats
 * left and the price difference shown), the attendees to move (all or some; those already admitted
 * cannot), and confirms. A dearer session goes on to the payment page for the difference; a cheaper one
 * shows the refund. The server checks everything again and has the last word.
 */
export function MoveSessionDialog({
  registration,
  open,
  onOpenChange,
}: {
  registration: RegistrationHistoryItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const dialog = useDialog();
  const navigate = useNavigate();
  const inApp = useLocation().pathname.includes('/app');
  const options = useMoveOptions(registration.idx);
  const move = useMoveRegistration(registration.idx);
  const [targetIdx, setTargetIdx] = useState<number | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const [account, setAccount] = useState<RefundAccount>(emptyRefundAccount);
  const data = options.data;
  const target = data?.targets.find((t) => t.detailIdx === targetIdx);
  const difference = (target?.differencePerAttendee ?? 0) * selected.length;
  const byDeposit = registration.pay_method === 'VBank';
  const needsAccount = byDeposit && difference < 0;

  const toggle = (idx: number, checked: boolean) =>
    setSelected((current) => (checked ? [...current, idx] : current.filter((item) => item !== idx)));

  /** The first problem the page can see, in the server's order. */
  const problem = (): string | null => {
    if (!target) return moveMessages.targetRequired;
    if (selected.length === 0) return moveMessages.selectAttendees;
    if (target.seatsLeft !== null && target.seatsLeft < selected.length) return moveMessages.noRoom;
    if (needsAccount && missingRefundAccountPart(account)) return moveMessages.refundAccountRequired;
    return null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (move.isPending || !data) return;
    const refusal = problem();
    if (refusal) return dialog.alert(refusal);
    const money =
      difference > 0
        ? `차액 ${formatWon(difference)}을 결제하면 변경이 완료됩니다.`
        : difference < 0
          ? `차액 ${formatWon(-difference)}은 환불됩니다.`
          : '차액은 없습니다.';
    if (!target || !(await dialog.confirm(moveQuestion(selected.length, target.name, money)))) return;
    try {
      const answer = await move.mutateAsync({
        targetDetailIdx: targetIdx ?? undefined,
        attendeeIdxs: selected,
        ...(needsAccount && refundAccountBody(account)),
      });
      onOpenChange(false);
      const result = answer.contents;
      if (result.status === '결제대기') {
        await dialog.alert(result.message);
        navigate(`${inApp ? '/app' : ''}/register_pay/${result.toRegistrationIdx}`);
        return;
      }
      await dialog.alert(
        result.refundAmount > 0 && result.refundStatus === 'done'
          ? `${result.message} 환불 금액: ${formatWon(result.refundAmount)}`
          : result.message,
      );
    } catch (error) {
      await dialog.alert(error instanceof ApiError ? error.message : messages.generic);
    }
  };

  return (
    <Modal open={open} onOpenChange={onOpenChange} title="다른 세션으로 변경">
      {!data ? (
        <p className="text-sm text-slate-600">
          {options.isError ? '변경할 수 있는 세션을 불러오지 못했습니다.' : '불러오는 중…'}
        </p>
      ) : data.refusal ? (
        <p className="rounded-lg bg-amber-50 p-4 text-sm text-amber-900">{data.refusal}</p>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-5">
          <p className="text-sm text-slate-600">
            {data.title} · 지금 신청: {data.current} (1인 {formatWon(data.pricePerAttendee)})
          </p>
          <fieldset>
            <legend className="text-sm font-medium text-slate-700">변경할 세션</legend>
            {data.targets.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600">변경할 수 있는 다른 세션이 없습니다.</p>
            ) : (
              <ul className="mt-2 space-y-2">
                {data.targets.map((t) => {
                  const full = t.seatsLeft !== null && t.seatsLeft === 0;
                  return (
                    <li key={t.detailIdx}>
                      <label
                        className={`flex items-start gap-3 rounded-lg border p-3 ${targetIdx === t.detailIdx ? 'border-brand-600 bg-brand-50' : 'border-slate-200'} ${full ? 'opacity-60' : ''}`}
                      >
                        <input
                          type="radio"
                          name="move-target"
                          disabled={full}
                          checked={targetIdx === t.detailIdx}
                          onChange={() => setTargetIdx(t.detailIdx)}
                          className="mt-1 size-4 accent-brand-600"
                        />
                        <span className="min-w-0 flex-1">
                          <span className="block font-semibold text-slate-900">{t.name}</span>
                          <span className="block text-sm text-slate-600">{t.schedule}</span>
                          <span className="mt-1 flex flex-wrap gap-x-3 text-sm">
                            <span className="text-slate-700">
                              {t.seatsLeft === null
                                ? '인원 제한 없음'
                                : full
                                  ? '마감'
                                  : `남은 자리 ${t.seatsLeft}석`}
                            </span>
                            <span className="text-slate-700">1인 {formatWon(t.price)}</span>
                            <span className="font-semibold text-brand-700">
                              {differenceText(t.differencePerAttendee)}
                            </span>
                          </span>
                        </span>
                      </label>
                    </li>
                  );
                })}
              </ul>
            )}
          </fieldset>
          <fieldset>
            <legend className="text-sm font-medium text-slate-700">변경할 인원</legend>
            <ul className="mt-2 max-h-60 space-y-1 overflow-y-auto rounded-lg border border-slate-200 p-3">
              {data.attendees.map((attendee) => (
                <li key={attendee.idx}>
                  <label className="flex items-center gap-2 text-slate-900">
                    <input
                      type="checkbox"
                      disabled={attendee.checkedIn}
                      checked={selected.includes(attendee.idx)}
                      onChange={(event) => toggle(attendee.idx, event.target.checked)}
                      className="size-4 accent-brand-600"
                    />
                    {attendee.name} <span className="text-sm text-slate-500">({attendee.church})</span>
                    {attendee.checkedIn && (
                      <span className="text-xs text-slate-500">입장 완료 · 변경 불가</span>
                    )}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg bg-slate-50 p-4 text-sm">
            <dt className="text-slate-600">변경 인원</dt>
            <dd className="text-right">{selected.length}명</dd>
            <dt className="font-semibold text-slate-900">
              {difference > 0 ? '결제할 차액' : difference < 0 ? '환불 예정 금액' : '차액'}
            </dt>
            <dd className="text-right font-bold text-brand-700" data-testid="move-difference">
              {formatWon(Math.abs(difference))}
            </dd>
          </dl>
          {needsAccount && <RefundAccountFields value={account} onChange={setAccount} />}
          <button
            type="submit"
            disabled={move.isPending || data.targets.length === 0}
            className="w-full rounded-lg bg-brand-600 px-4 py-3 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
          >
            {difference > 0 ? '차액 결제하고 변경하기' : '세션 변경하기'}
          </button>
        </form>
      )}
    </Modal>
  );
}
