import { refundTypeLabels } from '@edu/shared';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useDialog } from '@/components/ui/dialog-provider';
import { Modal } from '@/components/ui/modal';
import { formatWon } from '@/lib/format-won';
import {
  adminButtonClass,
  adminInputClass,
  adminLabelClass,
  adminSecondaryButtonClass,
} from '../components/admin-styles';
import type { AdminRefund } from './admin-mall-refunds-api';
import {
  type ApproveBody,
  approveConfirmText,
  approveRequestOf,
  decisionMessages,
} from './lib/refund-decisions';
import { refundScopeText } from './lib/refund-rows';

type Props = {
  /** The return or cancellation being approved; null when closed. */
  refund: AdminRefund | null;
  busy: boolean;
  onApprove: (body: ApproveBody) => void;
  onClose: () => void;
};

/**
 * Approving a return or cancellation: the amount to give back (empty = the server's default), checked
 * here and asked about once more before it is sent. Not closed while the refund is being sent.
 */
export function ApproveRefundDialog({ refund, busy, onApprove, onClose }: Props) {
  return (
    <Modal
      open={refund !== null}
      onOpenChange={(open) => !open && !busy && onClose()}
      title="신청 승인 (환불)"
    >
      {refund && (
        <ApproveForm
          key={refund.refundId}
          refund={refund}
          busy={busy}
          onApprove={onApprove}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function ApproveForm({ refund, busy, onApprove, onClose }: Props & { refund: AdminRefund }) {
  const dialog = useDialog();
  const id = useId();
  const amountRef = useRef<HTMLInputElement>(null);
  const [amountText, setAmountText] = useState('');
  const [problem, setProblem] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const request = approveRequestOf(refund.refundType, amountText);
    if (!request.ok) {
      setProblem(request.problem);
      amountRef.current?.focus();
      return;
    }
    setProblem('');
    if (!(await dialog.confirm(approveConfirmText(refund.refundType, refund.oid, request.amount)))) return;
    onApprove(request.body);
  };

  const hintId = `${id}-hint`;
  const problemId = `${id}-problem`;
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-slate-700">
        <span className="font-mono text-xs">{refund.oid}</span> · {refund.buyerName} ·{' '}
        {refundTypeLabels[refund.refundType]} {refundScopeText(refund.method)}
      </p>
      {refund.items.length > 0 && (
        <ul aria-label="신청 상품" className="space-y-0.5 text-sm text-slate-700">
          {refund.items.map((item) => (
            <li key={item.orderProductId} className="break-words">
              {item.title} <span className="text-slate-500">· {item.quantity}개</span>
            </li>
          ))}
        </ul>
      )}
      {refund.refundStatus === 'REFUND_PAY_FAIL' && (
        <p className="rounded-lg bg-red-50 px-3 py-2 text-sm break-words text-red-800">
          지난 환불이 실패했습니다
          {refund.refundAmount !== null && ` (${formatWon(refund.refundAmount)})`}
          {refund.decisionNote && `: ${refund.decisionNote}`}
        </p>
      )}
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className={adminLabelClass}>
          환불 금액 (원)
        </label>
        <input
          ref={amountRef}
          id={id}
          inputMode="numeric"
          autoComplete="off"
          placeholder="예: 12000"
          maxLength={15}
          className={adminInputClass}
          value={amountText}
          disabled={busy}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${problemId} ${hintId}` : hintId}
          onChange={(event) => setAmountText(event.target.value)}
        />
        <p id={hintId} className="text-xs text-slate-600">
          {decisionMessages.amountHint}
        </p>
        {problem && (
          <p id={problemId} role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        )}
      </div>
      <div className="flex justify-end gap-2">
        <button type="button" className={adminSecondaryButtonClass} disabled={busy} onClick={onClose}>
          취소
        </button>
        <button type="submit" className={adminButtonClass} disabled={busy}>
          {busy ? '처리 중…' : '승인'}
        </button>
      </div>
    </form>
  );
}
