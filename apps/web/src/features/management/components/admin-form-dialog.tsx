import { type FormEvent, Fragment, type ReactNode } from 'react';
import { Modal } from '@/components/ui/modal';
import { adminButtonClass, adminSecondaryButtonClass } from './admin-styles';
import type { SaveDialogProps } from './use-save-dialog';

const dangerButtonClass =
  'inline-flex items-center justify-center rounded-lg bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700 disabled:opacity-60';

/**
 * An admin dialog holding one form. It cannot be closed while the form is being sent, so an answer
 * never arrives to a dialog that is gone. The form is the child, mounted by the caller only while the
 * dialog is open (with a key per item), so every opening starts from what is saved.
 */
export function AdminFormDialog({
  open,
  title,
  busy,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  busy: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal open={open} onOpenChange={(next) => !next && !busy && onClose()} title={title}>
      {children}
    </Modal>
  );
}

/** What the form of a {@link SaveFormDialog} is given: the item edited (null when adding) and the save. */
export type SaveFormProps<T, Body> = Omit<SaveDialogProps<T, Body>, 'editing'> & { item: T | null };

/**
 * The add/edit dialog over a list that useSaveDialog drives, titled "<noun> 추가" or "<noun> 수정"; its
 * form is mounted afresh at each opening, so it never shows what was typed for the last item.
 */
export function SaveFormDialog<T, Body>({
  editing,
  noun,
  children,
  ...form
}: SaveDialogProps<T, Body> & {
  noun: string;
  children: (form: SaveFormProps<T, Body>) => ReactNode;
}) {
  return (
    <AdminFormDialog
      open={editing !== null}
      title={`${noun} ${editing?.item ? '수정' : '추가'}`}
      busy={form.busy}
      onClose={form.onClose}
    >
      {editing && <Fragment key={editing.opened}>{children({ ...form, item: editing.item })}</Fragment>}
    </AdminFormDialog>
  );
}

type DialogFormProps = {
  busy: boolean;
  /** The server's refusal, said inside the dialog so what was typed is kept. */
  failure?: string;
  /** Called on 저장 (or the action) unless the form is already being sent. */
  onSubmit: () => void;
  onClose: () => void;
  /** The button's text and what it says while sending; 저장 by default. */
  action?: string;
  pending?: string;
  /** A decision against someone (거절, 숨기기): the button is red. */
  danger?: boolean;
  children: ReactNode;
};

/** The form of an {@link AdminFormDialog}: its boxes, the server's refusal, then 취소 and the action. */
export function DialogForm({
  busy,
  failure,
  onSubmit,
  onClose,
  action = '저장',
  pending = '저장 중…',
  danger,
  children,
}: DialogFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  // noValidate: each form checks its boxes itself and says why in Korean, instead of the browser's bubble.
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {children}
      {failure && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm break-words text-red-800">
          {failure}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <button type="button" className={adminSecondaryButtonClass} disabled={busy} onClick={onClose}>
          취소
        </button>
        <button type="submit" className={danger ? dangerButtonClass : adminButtonClass} disabled={busy}>
          {busy ? pending : action}
        </button>
      </div>
    </form>
  );
}
