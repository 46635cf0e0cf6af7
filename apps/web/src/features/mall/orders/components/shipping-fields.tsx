import { AddressFields } from '@/components/form/address-fields';
import { TextField } from '@/components/form/text-field';
import type { OrderDraft } from '../lib/order-draft';

type ShippingFieldsProps = {
  draft: OrderDraft;
  sameAsOrderer: boolean;
  onSameAsOrdererChange: (checked: boolean) => void;
  onChange: (change: Partial<OrderDraft>) => void;
};

/**
 * 배송지 정보, shown only when goods are shipped: the recipient, the address through the postcode widget
 * (read-only postcode, typed by hand when the widget cannot load) and a delivery memo.
 */
export function ShippingFields({
  draft,
  sameAsOrderer,
  onSameAsOrdererChange,
  onChange,
}: ShippingFieldsProps) {
  return (
    <section aria-labelledby="shipping-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="shipping-title" className="text-lg font-bold text-slate-900">
          배송지 정보
        </h2>
        <label className="inline-flex cursor-pointer items-center gap-2 text-sm font-medium text-slate-700">
          <input
            type="checkbox"
            name="sameAsOrderer"
            checked={sameAsOrderer}
            onChange={(event) => onSameAsOrdererChange(event.target.checked)}
            className="size-4 accent-brand-600"
          />
          주문자 정보와 동일
        </label>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="받는 분"
          name="recipientName"
          required
          autoComplete="shipping name"
          maxLength={50}
          value={draft.recipientName}
          onChange={(recipientName) => onChange({ recipientName })}
        />
        <TextField
          label="연락처"
          name="recipientPhone"
          required
          type="tel"
          inputMode="tel"
          autoComplete="shipping tel"
          maxLength={20}
          placeholder="010-0000-0000"
          value={draft.recipientPhone}
          onChange={(recipientPhone) => onChange({ recipientPhone })}
        />
      </div>
      <AddressFields
        value={{ zipCode: draft.zipCode, address: draft.address, detailedAddress: draft.detailedAddress }}
        onChange={(address) => onChange(address)}
        detailedRequired
      />
      <TextField
        label="배송 메모"
        name="shippingMemo"
        maxLength={200}
        placeholder="배송 기사님께 전할 말 (선택)"
        value={draft.shippingMemo}
        onChange={(shippingMemo) => onChange({ shippingMemo })}
      />
    </section>
  );
}
