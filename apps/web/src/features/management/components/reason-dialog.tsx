import { type ReactNode, useState } from 'react';
import { Field } from './admin-field';
import { AdminFormDialog, DialogForm } from './admin-form-dialog';
import { adminInputClass } from './admin-styles';
import { useDialogCheck } from './use-dialog-check';

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
    <AdminFormDialog open={props.open} title={props.title} busy={props.busy} onClose={props.onClose}>
      {props.open && <ReasonForm {...props} />}
    </AdminFormDialog>
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
  const { box, passes } = useDialogCheck<'reason'>();
  const [text, setText] = useState('');

  const submit = () => {
    const checked = check(text);
    if (passes(checked, 'reason')) onSubmit(checked.reason);
  };

  const { ref, ...field } = box('reason');
  return (
    <DialogForm
      busy={busy}
      failure={failure}
      onSubmit={submit}
      onClose={onClose}
      action={action}
      pending="처리 중…"
      danger
    >
      <p className="text-sm break-words text-slate-700">{summary}</p>
      <Field
        {...field}
        label={label}
        required
        hint={
          <span className="flex justify-between gap-2">
            <span>{hint}</span>
            <span>
              {text.length}/{max}
            </span>
          </span>
        }
      >
        {(aria) => (
          <textarea
            ref={ref}
            rows={4}
            maxLength={max}
            required
            className={`${adminInputClass} w-full`}
            value={text}
            disabled={busy}
            {...aria}
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </Field>
    </DialogForm>
  );
}
