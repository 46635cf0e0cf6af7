import { historyMessages, messages, type RegistrationHistoryItem } from '@edu/shared';
import { type FormEvent, useState } from 'react';
import { useDialog } from '@/components/ui/dialog-provider';
import { Modal } from '@/components/ui/modal';
import { ApiError } from '@/lib/api-client';
import { useRequestCancel } from '../api/request-cancel';
import { formatWon } from '../lib/history-format';
import {
  emptyRefundAccount,
  missingRefundAccountPart,
  type RefundAccount,
  RefundAccountFields,
  refundAccountBody,
} from './refund-account-fields';

/**
 * The cancel request of one paid registration (spec §5 Cancel): the attendees with checkboxes (partial by
 * default, choosing everyone makes it whole), the refund (fee 0 won) and, for a virtual-account payment,
 * where to refund to. The server computes the amount again and has the last word.
 */
export function CancelRequestDialog({
  registration,
  open,
  onOpenChange,
}: {
  registration: RegistrationHistoryItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const dialog = useDialog();
  const request = useRequestCancel();
  const live = registration.registerMemberList.filter((attendee) => attendee.is_cancel !== 'Y');
  const [selected, setSelected] = useState<number[]>([]);
  const [account, setAccount] = useState<RefundAccount>(emptyRefundAccount);
  const whole = live.length > 0 && selected.length === live.length;
  const byDeposit = registration.pay_method === 'VBank';
  const refunded = registration.paymentCancelList
    .filter((cancel) => cancel.status === '처리완료')
    .reduce((sum, cancel) => sum + cancel.price, 0);
  const refundable = Math.max(registration.total_price - refunded, 0);
  const refund = whole ? refundable : Math.min(registration.price * selected.length, refundable);

  const toggle = (idx: number, checked: boolean) =>
    setSelected((current) => (checked ? [...current, idx] : current.filter((item) => item !== idx)));
  const chooseType = (type: '부분' | '전체') => setSelected(type === '전체' ? live.map((a) => a.idx) : []);

  /** The first problem the page can see, in the server's order. */
  const problem = (): string | null => {
    if (selected.length === 0) return historyMessages.selectAttendees;
    if (!byDeposit) return null;
    const missing = missingRefundAccountPart(account);
    if (missing === 'bankCode') return historyMessages.refundBankRequired;
    if (missing === 'accountNumber') return historyMessages.refundAccountNumberRequired;
    if (missing === 'accountHolder') return historyMessages.refundAccountHolderRequired;
    return null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (request.isPending) return;
    const refusal = problem();
    if (refusal) return dialog.alert(refusal);
    // A cancel cannot be taken back once the administration refunds it: ask once more.
    const question = `${whole ? '전체' : `${selected.length}명`} 참석을 취소 신청하시겠습니까? 환불 예정 금액은 ${formatWon(refund)}입니다.`;
    if (!(await dialog.confirm(question))) return;
    try {
      const answer = await request.mutateAsync({
        register_conf_idx: registration.idx,
        type: whole ? '전체' : '부분',
        price: refund,
        count: selected.length,
        cancel_member_idxs: selected.join(','),
        ...(byDeposit && refundAccountBody(account)),
      });
      onOpenChange(false);
      await dialog.alert(answer.message || historyMessages.requested);
    } catch (error) {
      await dialog.alert(error instanceof ApiError ? error.message : messages.generic);
    }
  };

  return (
    <Modal open={open} onOpenChange={onOpenChange} title="취소 신청">
      <form onSubmit={submit} noValidate className="space-y-5">
        <p className="text-sm text-slate-600">
          {registration.title} · {registration.dept}
        </p>
        <fieldset>
          <legend className="text-sm font-medium text-slate-700">취소 구분</legend>
          <div className="mt-2 flex gap-6">
            {(['부분', '전체'] as const).map((type) => (
              <label key={type} className="flex items-center gap-2 text-slate-900">
                <input
                  type="radio"
                  name="cancel-type"
                  checked={(type === '전체') === whole}
                  onChange={() => chooseType(type)}
                  className="size-4 accent-brand-600"
                />
                {type} 취소
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className="text-sm font-medium text-slate-700">취소할 인원</legend>
          <ul className="mt-2 max-h-60 space-y-1 overflow-y-auto rounded-lg border border-slate-200 p-3">
            {live.map((attendee) => (
              <li key={attendee.idx}>
                <label className="flex items-center gap-2 text-slate-900">
                  <input
                    type="checkbox"
                    checked={selected.includes(attendee.idx)}
                    onChange={(event) => toggle(attendee.idx, event.target.checked)}
                    className="size-4 accent-brand-600"
                  />
                  {attendee.name} <span className="text-sm text-slate-500">({attendee.church})</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg bg-slate-50 p-4 text-sm">
          <dt className="text-slate-600">취소 인원</dt>
          <dd className="text-right">{selected.length}명</dd>
          <dt className="text-slate-600">취소 수수료</dt>
          <dd className="text-right">{formatWon(0)}</dd>
          <dt className="font-semibold text-slate-900">환불 예정 금액</dt>
          <dd className="text-right font-bold text-brand-700" data-testid="refund-amount">
            {formatWon(refund)}
          </dd>
        </dl>
        {byDeposit && <RefundAccountFields value={account} onChange={setAccount} />}
        <button
          type="submit"
          disabled={request.isPending}
          className="w-full rounded-lg bg-brand-600 px-4 py-3 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          취소 신청하기
        </button>
      </form>
    </Modal>
  );
}
