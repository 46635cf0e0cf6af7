import { couriers, type Warehouse } from '@edu/shared';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Modal } from '@/components/ui/modal';
import {
  adminButtonClass,
  adminInputClass,
  adminLabelClass,
  adminSecondaryButtonClass,
} from '../components/admin-styles';
import {
  emptyWarehouseDraft,
  type WarehouseBody,
  type WarehouseDraft,
  type WarehouseField,
  warehouseDraftOf,
  warehouseRequestOf,
} from './lib/warehouse-form';
import type { Editing } from './use-save-dialog';

type Props = {
  editing: Editing<Warehouse>;
  busy: boolean;
  /** The server's refusal, said inside the dialog so what was typed is kept. */
  failure: string;
  onSubmit: (body: WarehouseBody) => void;
  onClose: () => void;
};

/** Adding or editing a warehouse: its name, courier and delivery rule, checked here before it is sent. */
export function WarehouseDialog({ editing, busy, failure, onSubmit, onClose }: Props) {
  return (
    <Modal
      open={editing !== null}
      onOpenChange={(open) => !open && !busy && onClose()}
      title={editing?.item ? '창고 수정' : '창고 추가'}
    >
      {editing && (
        <WarehouseForm
          key={editing.item?.warehouseId ?? 'new'}
          warehouse={editing.item}
          busy={busy}
          failure={failure}
          onSubmit={onSubmit}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

type FieldSpec = {
  field: WarehouseField;
  label: string;
  required?: boolean;
  hint?: string;
  placeholder?: string;
  /** An amount in won: a number pad on phones. */
  won?: boolean;
};

const fields: readonly FieldSpec[] = [
  { field: 'name', label: '창고 이름', required: true },
  {
    field: 'deliveryCompany',
    label: '택배사',
    hint: '목록에서 고르거나 직접 입력하세요. 상품 페이지와 주문서에 안내됩니다.',
  },
  { field: 'deliveryFee', label: '배송비 (원)', required: true, placeholder: '예: 3,000', won: true },
  {
    field: 'deliveryFreeOption',
    label: '무료 배송 기준 (원)',
    required: true,
    placeholder: '예: 50,000',
    hint: '이 창고 상품을 이 금액보다 많이 사면 배송비가 무료입니다. 0원이면 모든 주문이 무료 배송입니다.',
    won: true,
  },
  {
    field: 'additionalDeliveryFee',
    label: '추가 배송비 (제주·도서산간, 원)',
    placeholder: '예: 5,000',
    hint: '추가 배송비를 받는 상품의 페이지에 안내됩니다. 비우면 0원입니다.',
    won: true,
  },
];

function WarehouseForm({
  warehouse,
  busy,
  failure,
  onSubmit,
  onClose,
}: Omit<Props, 'editing'> & { warehouse: Warehouse | null }) {
  const id = useId();
  const inputs = useRef<Partial<Record<WarehouseField, HTMLInputElement | null>>>({});
  const [draft, setDraft] = useState<WarehouseDraft>(() =>
    warehouse ? warehouseDraftOf(warehouse) : emptyWarehouseDraft,
  );
  const [problem, setProblem] = useState<{ message: string; field: WarehouseField } | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const request = warehouseRequestOf(draft);
    if (!request.ok) {
      setProblem({ message: request.problem, field: request.field });
      inputs.current[request.field]?.focus();
      return;
    }
    setProblem(null);
    onSubmit(request.body);
  };

  const couriersId = `${id}-couriers`;
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {fields.map((spec) => {
        const inputId = `${id}-${spec.field}`;
        const hintId = `${inputId}-hint`;
        const problemId = `${inputId}-problem`;
        const wrong = problem?.field === spec.field;
        const describedBy = [wrong && problemId, spec.hint && hintId].filter(Boolean).join(' ');
        return (
          <div key={spec.field} className="flex flex-col gap-1">
            <label htmlFor={inputId} className={adminLabelClass}>
              {spec.label} {spec.required && <span className="text-red-700">(필수)</span>}
            </label>
            <input
              ref={(input) => {
                inputs.current[spec.field] = input;
              }}
              id={inputId}
              className={adminInputClass}
              value={draft[spec.field]}
              placeholder={spec.placeholder}
              autoComplete="off"
              inputMode={spec.won ? 'numeric' : undefined}
              maxLength={spec.won ? 15 : undefined}
              list={spec.field === 'deliveryCompany' ? couriersId : undefined}
              disabled={busy}
              aria-required={spec.required || undefined}
              aria-invalid={wrong || undefined}
              aria-describedby={describedBy || undefined}
              onChange={(event) => setDraft((current) => ({ ...current, [spec.field]: event.target.value }))}
            />
            {spec.hint && (
              <p id={hintId} className="text-xs text-slate-600">
                {spec.hint}
              </p>
            )}
            {wrong && (
              <p id={problemId} role="alert" className="text-sm text-red-700">
                {problem.message}
              </p>
            )}
          </div>
        );
      })}
      <datalist id={couriersId}>
        {couriers.map((courier) => (
          <option key={courier} value={courier} />
        ))}
      </datalist>
      {failure && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm break-words text-red-800">
          {failure}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <button type="button" className={adminSecondaryButtonClass} disabled={busy} onClick={onClose}>
          취소
        </button>
        <button type="submit" className={adminButtonClass} disabled={busy}>
          {busy ? '저장 중…' : '저장'}
        </button>
      </div>
    </form>
  );
}
