import { couriers, type Warehouse } from '@edu/shared';
import { useId, useState } from 'react';
import { TextBox } from '../components/admin-field';
import { DialogForm, SaveFormDialog, type SaveFormProps } from '../components/admin-form-dialog';
import { useDialogCheck } from '../components/use-dialog-check';
import type { SaveDialogProps } from '../components/use-save-dialog';
import {
  emptyWarehouseDraft,
  type WarehouseBody,
  type WarehouseDraft,
  type WarehouseField,
  warehouseDraftOf,
  warehouseRequestOf,
} from './lib/warehouse-form';

/** Adding or editing a warehouse: its name, courier and delivery rule, checked here before it is sent. */
export function WarehouseDialog(props: SaveDialogProps<Warehouse, WarehouseBody>) {
  return (
    <SaveFormDialog {...props} noun="창고">
      {(form) => <WarehouseForm {...form} />}
    </SaveFormDialog>
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

function WarehouseForm({ item, ...form }: SaveFormProps<Warehouse, WarehouseBody>) {
  const couriersId = useId();
  const check = useDialogCheck<WarehouseField>();
  const [draft, setDraft] = useState<WarehouseDraft>(() =>
    item ? warehouseDraftOf(item) : emptyWarehouseDraft,
  );

  return (
    <DialogForm {...form} onSubmit={() => check.send(warehouseRequestOf(draft), 'name', form.onSubmit)}>
      {fields.map(({ field, won, ...spec }) => (
        <TextBox
          key={field}
          {...check.box(field)}
          {...spec}
          numeric={won}
          list={field === 'deliveryCompany' ? couriersId : undefined}
          value={draft[field]}
          disabled={form.busy}
          onChange={(value) => setDraft((current) => ({ ...current, [field]: value }))}
        />
      ))}
      <datalist id={couriersId}>
        {couriers.map((courier) => (
          <option key={courier} value={courier} />
        ))}
      </datalist>
    </DialogForm>
  );
}
