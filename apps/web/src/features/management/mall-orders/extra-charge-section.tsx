import type { AdminOrderDetail } from '@edu/shared';
import { groupDigits } from '@edu/shared';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useDialog } from '@/components/ui/dialog-provider';
import { adminButtonClass, adminInputClass, adminLabelClass } from '../components/admin-styles';
import { errorText } from '../components/error-text';
import { OutcomeLines } from '../components/outcome-lines';
import { mallOrdersQueryKey, requestExtraCharge } from './admin-mall-orders-api';
import { DetailSection } from './detail-section';
import {
  type ExtraChargeDraft,
  extraChargeConfirmText,
  extraChargeDoneText,
  extraChargeLimits,
  extraChargeOffered,
  extraChargeRequestOf,
} from './lib/extra-charge';

const emptyDraft: ExtraChargeDraft = { amount: '', reason: '' };

/**
 * 추가 결제 요청 of a paid order without an extra charge: an amount and a reason, asked once more before
 * the buyer is told by KakaoTalk. Once made the order shows (추가)결제생성 and the form goes; the outcome
 * stays said here until the dialog closes.
 */
export function ExtraChargeSection({ order }: { order: Pick<AdminOrderDetail, 'oid' | 'orderStatus'> }) {
  const dialog = useDialog();
  const queryClient = useQueryClient();
  const id = useId();
  const amountRef = useRef<HTMLInputElement>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const [draft, setDraft] = useState<ExtraChargeDraft>(emptyDraft);
  const [problem, setProblem] = useState<{ message: string; field: keyof ExtraChargeDraft } | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');
  const [failure, setFailure] = useState('');
  const offered = extraChargeOffered(order.orderStatus);

  if (!offered && !notice && !failure) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const request = extraChargeRequestOf(draft);
    if (!request.ok) {
      setProblem({ message: request.problem, field: request.field });
      (request.field === 'amount' ? amountRef : reasonRef).current?.focus();
      return;
    }
    setProblem(null);
    if (!(await dialog.confirm(extraChargeConfirmText(request.body.amount)))) return;
    setBusy(true);
    setNotice('');
    setFailure('');
    let succeeded = false;
    try {
      await requestExtraCharge(order.oid, request.body);
      succeeded = true;
    } catch (error) {
      setFailure(errorText(error));
    }
    // Made or refused, the order may have changed (someone else asked first): show it as it now is.
    await queryClient.invalidateQueries({ queryKey: mallOrdersQueryKey });
    setBusy(false);
    if (succeeded) {
      setDraft(emptyDraft);
      setNotice(extraChargeDoneText(request.body));
      // The form goes with the order's new status: keep the place on the outcome.
      noticeRef.current?.focus();
    }
  };

  const change = (part: Partial<ExtraChargeDraft>) => setDraft((current) => ({ ...current, ...part }));
  const problemId = `${id}-problem`;

  return (
    <DetailSection title="추가 결제 요청">
      {offered && (
        <form
          onSubmit={submit}
          noValidate
          aria-label="추가 결제 요청"
          className="space-y-3 rounded-lg bg-slate-50 p-3"
        >
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-amount`} className={adminLabelClass}>
              금액 (원)
            </label>
            <input
              ref={amountRef}
              id={`${id}-amount`}
              inputMode="numeric"
              autoComplete="off"
              maxLength={15}
              className={`${adminInputClass} sm:max-w-48`}
              value={draft.amount}
              disabled={busy}
              aria-invalid={problem?.field === 'amount' || undefined}
              aria-describedby={
                problem?.field === 'amount' ? `${problemId} ${id}-amount-hint` : `${id}-amount-hint`
              }
              onChange={(event) => change({ amount: event.target.value })}
            />
            <p id={`${id}-amount-hint`} className="text-xs text-slate-600">
              {groupDigits(extraChargeLimits.amountMin)}원부터 {groupDigits(extraChargeLimits.amountMax)}
              원까지
            </p>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-reason`} className={adminLabelClass}>
              사유
            </label>
            <textarea
              ref={reasonRef}
              id={`${id}-reason`}
              rows={2}
              maxLength={extraChargeLimits.reasonMax}
              className={`${adminInputClass} w-full`}
              value={draft.reason}
              disabled={busy}
              aria-invalid={problem?.field === 'reason' || undefined}
              aria-describedby={problem?.field === 'reason' ? problemId : undefined}
              onChange={(event) => change({ reason: event.target.value })}
            />
            <p className="flex justify-between gap-2 text-xs text-slate-600">
              <span>구매자에게 카카오톡으로 이 사유가 안내됩니다.</span>
              <span>
                {draft.reason.length}/{extraChargeLimits.reasonMax}
              </span>
            </p>
          </div>
          {problem && (
            <p id={problemId} role="alert" className="text-sm text-red-700">
              {problem.message}
            </p>
          )}
          <button type="submit" className={adminButtonClass} disabled={busy}>
            {busy ? '처리 중…' : '추가 결제 요청'}
          </button>
        </form>
      )}
      <OutcomeLines noticeRef={noticeRef} notice={notice} failure={failure} />
    </DetailSection>
  );
}
