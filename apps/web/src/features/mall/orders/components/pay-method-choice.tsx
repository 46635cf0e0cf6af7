import { takesCashReceipt } from '@edu/shared';
import { FieldProblemText, useFieldProblem } from '@/components/form/field-problem';
import { RequiredMark } from '@/components/form/required-mark';
import { CashReceiptChoice, type CashReceiptDraft } from '@/features/payments';
import { type OrderDraft, type PayMethodKey, payMethods } from '../lib/order-draft';

type PayMethodChoiceProps = {
  value: OrderDraft['payMethod'];
  onChange: (method: PayMethodKey) => void;
  /** 현금영수증, offered under a real-time transfer or a virtual account when the form asks for it. */
  cashReceipt?: { value: CashReceiptDraft; onChange: (value: CashReceiptDraft) => void };
};

/** The provider's name of a chosen method (DirectBank, VBank, …). */
export const payMethodNameOf = (key: OrderDraft['payMethod']) =>
  payMethods.find((method) => method.key === key)?.pc ?? null;

/**
 * 결제 수단: card, KakaoPay, Naver Pay, real-time transfer or virtual account, with the virtual account's
 * deposit rule and, for a transfer or a virtual account, the 현금영수증 choice.
 */
export function PayMethodChoice({ value, onChange, cashReceipt }: PayMethodChoiceProps) {
  const problem = useFieldProblem('gopaymethod');
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 text-lg font-bold text-slate-900">
        결제 수단
        <RequiredMark />
      </legend>
      <div
        role="radiogroup"
        aria-label="결제 수단"
        aria-required
        {...problem.inputProps()}
        className="grid gap-2"
      >
        {payMethods.map((method) => (
          <label
            key={method.key}
            className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 py-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
          >
            <input
              type="radio"
              name="gopaymethod"
              value={method.key}
              checked={value === method.key}
              onChange={() => {
                problem.clear();
                onChange(method.key);
              }}
              className="accent-brand-600"
            />
            {method.label}
          </label>
        ))}
      </div>
      <FieldProblemText name="gopaymethod" />
      {cashReceipt && takesCashReceipt(payMethodNameOf(value)) && (
        <CashReceiptChoice value={cashReceipt.value} onChange={cashReceipt.onChange} />
      )}
      <div aria-live="polite">
        {value === 'vbank' && (
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            가상계좌는 발급 후 24시간 이상 여유를 두고 안내된 날 23:59:00까지 입금하시면 주문이 완료됩니다.
            기한이 지나면 주문이 자동으로 취소됩니다.
          </p>
        )}
      </div>
    </fieldset>
  );
}
