import { TextField } from '@/components/form/text-field';
import type { OrderDraft } from '../lib/order-draft';

type OrdererFieldsProps = {
  draft: OrderDraft;
  onChange: (change: Partial<OrderDraft>) => void;
};

/** 주문자 정보: prefilled from the member by the order form answer, still editable. */
export function OrdererFields({ draft, onChange }: OrdererFieldsProps) {
  return (
    <section aria-labelledby="orderer-title" className="space-y-4">
      <h2 id="orderer-title" className="text-lg font-bold text-slate-900">
        주문자 정보
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="이름"
          name="ordererName"
          required
          autoComplete="name"
          maxLength={50}
          value={draft.ordererName}
          onChange={(ordererName) => onChange({ ordererName })}
        />
        <TextField
          label="연락처"
          name="ordererPhone"
          required
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={20}
          placeholder="010-0000-0000"
          value={draft.ordererPhone}
          onChange={(ordererPhone) => onChange({ ordererPhone })}
        />
        <div className="sm:col-span-2">
          <TextField
            label="이메일"
            name="ordererEmail"
            required
            type="email"
            autoComplete="email"
            maxLength={200}
            value={draft.ordererEmail}
            onChange={(ordererEmail) => onChange({ ordererEmail })}
          />
        </div>
      </div>
    </section>
  );
}
