import { type Courier, couriers, type DeliveryUpdate } from '@edu/shared';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import {
  adminButtonClass,
  adminInputClass,
  adminLabelClass,
  adminSecondaryButtonClass,
} from '../components/admin-styles';
import {
  type DeliveryAction,
  deliveryRequestOf,
  type InvoiceDraft,
  invoiceDraftOf,
} from './lib/delivery-actions';

type Props = {
  action: Extract<DeliveryAction, 'ship' | 'correctInvoice'>;
  /** The line's courier and invoice: the form opens with them, and a correction must change them. */
  line: { deliveryCompany: string | null; invoiceNumber: string | null };
  /** The courier a line to ship goes with unless another is chosen (its warehouse's). */
  defaultCourier?: Courier | null;
  /** The form's accessible name ("상품명 발송 처리"). */
  label: string;
  submitLabel: string;
  busy: boolean;
  onRequest: (body: DeliveryUpdate) => void;
  /** Given for a correction: a 취소 button closes the form. */
  onCancel?: () => void;
  /** Puts focus on the courier when the form appears on request (the correction). */
  focusOnOpen?: boolean;
};

/** 택배사 and 송장번호 of a product line, checked here before the server checks them again. */
export function InvoiceForm({
  action,
  line,
  defaultCourier = null,
  label,
  submitLabel,
  busy,
  onRequest,
  onCancel,
  focusOnOpen,
}: Props) {
  const id = useId();
  const [draft, setDraft] = useState<InvoiceDraft>(() => invoiceDraftOf(line, defaultCourier));
  const [problem, setProblem] = useState<{ message: string; field: keyof InvoiceDraft } | null>(null);
  const companyRef = useRef<HTMLSelectElement>(null);
  const invoiceRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (focusOnOpen) companyRef.current?.focus();
  }, [focusOnOpen]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const request = deliveryRequestOf(action, draft, line);
    if (!request.ok) {
      setProblem({ message: request.problem, field: request.field });
      (request.field === 'deliveryCompany' ? companyRef : invoiceRef).current?.focus();
      return;
    }
    setProblem(null);
    onRequest(request.body);
  };

  const problemId = `${id}-problem`;
  const invalid = (field: keyof InvoiceDraft) =>
    problem?.field === field ? { 'aria-invalid': true, 'aria-describedby': problemId } : {};

  return (
    <form onSubmit={submit} noValidate aria-label={label} className="space-y-2 rounded-lg bg-slate-50 p-3">
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex min-w-32 flex-1 flex-col gap-1">
          <label htmlFor={`${id}-company`} className={adminLabelClass}>
            택배사
          </label>
          <select
            ref={companyRef}
            id={`${id}-company`}
            className={adminInputClass}
            value={draft.deliveryCompany}
            disabled={busy}
            onChange={(event) => setDraft((current) => ({ ...current, deliveryCompany: event.target.value }))}
            {...invalid('deliveryCompany')}
          >
            <option value="">선택해 주세요</option>
            {couriers.map((courier) => (
              <option key={courier} value={courier}>
                {courier}
              </option>
            ))}
          </select>
        </div>
        <div className="flex min-w-40 flex-[2] flex-col gap-1">
          <label htmlFor={`${id}-invoice`} className={adminLabelClass}>
            송장번호
          </label>
          <input
            ref={invoiceRef}
            id={`${id}-invoice`}
            className={adminInputClass}
            value={draft.invoiceNumber}
            maxLength={40}
            autoComplete="off"
            disabled={busy}
            onChange={(event) => setDraft((current) => ({ ...current, invoiceNumber: event.target.value }))}
            {...invalid('invoiceNumber')}
          />
        </div>
      </div>
      {problem && (
        <p id={problemId} role="alert" className="text-sm text-red-700">
          {problem.message}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={adminButtonClass} disabled={busy}>
          {busy ? '처리 중…' : submitLabel}
        </button>
        {onCancel && (
          <button type="button" className={adminSecondaryButtonClass} disabled={busy} onClick={onCancel}>
            취소
          </button>
        )}
      </div>
    </form>
  );
}
