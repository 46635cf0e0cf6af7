import type { PaymentNeedingAttention, PaymentResolutionKind } from '@edu/shared';
import { useId, useState } from 'react';
import { adminButtonClass, adminInputClass, adminSecondaryButtonClass } from '../components/admin-styles';
import { errorText } from '../components/error-text';
import { resolvePayment } from './payment-attention-api';

/**
 * What the administrator found in the provider's back office, written down before a payment is
 * settled: the note goes to the audit log with the decision.
 */
export function ResolutionForm(props: {
  row: PaymentNeedingAttention;
  resolution: PaymentResolutionKind;
  label: string;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const noteId = useId();
  const [note, setNote] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (note.trim().length < 2) return setError('결제사에서 확인한 내용을 적어 주세요.');
    setBusy(true);
    setError('');
    try {
      await resolvePayment(props.row.paymentId, {
        resolution: props.resolution,
        note: note.trim(),
        ...(props.row.refundId !== null && { refundId: props.row.refundId }),
      });
      props.onDone(`${props.row.oid}: ${props.label} 처리되었습니다.`);
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} className="mt-2 space-y-2 rounded-lg border border-slate-200 bg-slate-50 p-3">
      <label htmlFor={noteId} className="block text-sm font-medium text-slate-700">
        {props.label}: 결제사에서 확인한 내용
      </label>
      <textarea
        id={noteId}
        className={`${adminInputClass} w-full`}
        rows={2}
        maxLength={200}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        placeholder="예: 이니시스 관리자 화면에서 승인 취소 내역 확인"
      />
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <button type="submit" className={adminButtonClass} disabled={busy}>
          {props.label}
        </button>
        <button type="button" className={adminSecondaryButtonClass} onClick={props.onCancel}>
          닫기
        </button>
      </div>
    </form>
  );
}
