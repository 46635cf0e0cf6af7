import { type FormEvent, useId, useRef, useState } from 'react';
import { Modal } from '@/components/ui/modal';
import { adminInputClass, adminLabelClass, adminSecondaryButtonClass } from '../components/admin-styles';
import type { AdminRefund } from './admin-mall-refunds-api';
import { denyReasonMax, denyRequestOf } from './lib/refund-decisions';

type Props = {
  /** The request being denied; null when closed. */
  refund: AdminRefund | null;
  busy: boolean;
  onDeny: (reason: string) => void;
  onClose: () => void;
};

const denyButtonClass =
  'inline-flex items-center justify-center rounded-lg bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700 disabled:opacity-60';

/** Denying a request: the reason (required, up to 300 characters) is what the buyer is told. */
export function DenyRefundDialog({ refund, busy, onDeny, onClose }: Props) {
  return (
    <Modal open={refund !== null} onOpenChange={(open) => !open && !busy && onClose()} title="신청 거절">
      {refund && (
        <DenyForm key={refund.refundId} refund={refund} busy={busy} onDeny={onDeny} onClose={onClose} />
      )}
    </Modal>
  );
}

function DenyForm({ refund, busy, onDeny, onClose }: Props & { refund: AdminRefund }) {
  const id = useId();
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const request = denyRequestOf(reason);
    if (!request.ok) {
      setProblem(request.problem);
      reasonRef.current?.focus();
      return;
    }
    setProblem('');
    onDeny(request.body.reason);
  };

  const hintId = `${id}-hint`;
  const problemId = `${id}-problem`;
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-slate-700">
        <span className="font-mono text-xs">{refund.oid}</span> · {refund.buyerName} · {refund.title}
      </p>
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className={adminLabelClass}>
          거절 사유 <span className="text-red-700">(필수)</span>
        </label>
        <textarea
          ref={reasonRef}
          id={id}
          rows={4}
          maxLength={denyReasonMax}
          required
          className={`${adminInputClass} w-full`}
          value={reason}
          disabled={busy}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${problemId} ${hintId}` : hintId}
          onChange={(event) => setReason(event.target.value)}
        />
        <p id={hintId} className="flex justify-between gap-2 text-xs text-slate-600">
          <span>구매자에게 이 사유가 안내됩니다.</span>
          <span>
            {reason.length}/{denyReasonMax}
          </span>
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
        <button type="submit" className={denyButtonClass} disabled={busy}>
          {busy ? '처리 중…' : '거절'}
        </button>
      </div>
    </form>
  );
}
