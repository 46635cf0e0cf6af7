import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { Modal } from '@/components/ui/modal';
import { adminInputClass, adminLabelClass, adminSecondaryButtonClass } from './admin-styles';

const dangerButtonClass =
  'inline-flex items-center justify-center rounded-lg bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700 disabled:opacity-60';

type ReasonDialogProps = {
  open: boolean;
  title: string;
  /** What the decision is about, shown above the field. */
  summary: ReactNode;
  /** The field's label ("거절 사유") and what the reason is used for. */
  label: string;
  hint: string;
  max: number;
  /** The button's text ("거절", "숨기기"). */
  action: string;
  busy: boolean;
  /** The server's refusal, said inside the dialog so the typed reason is not lost. */
  failure?: string;
  /** Checks the reason: its problem, or the reason to send. */
  check: (text: string) => { ok: true; reason: string } | { ok: false; problem: string };
  onSubmit: (reason: string) => void;
  onClose: () => void;
};

/** A decision that needs a written reason (deny a request, hide a review): required, counted, checked first. */
export function ReasonDialog(props: ReasonDialogProps) {
  return (
    <Modal
      open={props.open}
      onOpenChange={(open) => !open && !props.busy && props.onClose()}
      title={props.title}
    >
      {props.open && <ReasonForm {...props} />}
    </Modal>
  );
}

function ReasonForm({
  summary,
  label,
  hint,
  max,
  action,
  busy,
  failure,
  check,
  onSubmit,
  onClose,
}: ReasonDialogProps) {
  const id = useId();
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = check(text);
    if (!checked.ok) {
      setProblem(checked.problem);
      reasonRef.current?.focus();
      return;
    }
    setProblem('');
    onSubmit(checked.reason);
  };

  const hintId = `${id}-hint`;
  const problemId = `${id}-problem`;
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm break-words text-slate-700">{summary}</p>
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className={adminLabelClass}>
          {label} <span className="text-red-700">(필수)</span>
        </label>
        <textarea
          ref={reasonRef}
          id={id}
          rows={4}
          maxLength={max}
          required
          className={`${adminInputClass} w-full`}
          value={text}
          disabled={busy}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${problemId} ${hintId}` : hintId}
          onChange={(event) => setText(event.target.value)}
        />
        <p id={hintId} className="flex justify-between gap-2 text-xs text-slate-600">
          <span>{hint}</span>
          <span>
            {text.length}/{max}
          </span>
        </p>
        {problem && (
          <p id={problemId} role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        )}
      </div>
      {failure && (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <button type="button" className={adminSecondaryButtonClass} disabled={busy} onClick={onClose}>
          취소
        </button>
        <button type="submit" className={dangerButtonClass} disabled={busy}>
          {busy ? '처리 중…' : action}
        </button>
      </div>
    </form>
  );
}
