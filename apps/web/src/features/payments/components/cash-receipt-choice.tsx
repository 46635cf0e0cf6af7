import { cashReceiptKindLabels } from '@edu/shared';
import { FieldProblemText, useFieldProblem } from '@/components/form/field-problem';
import { type CashReceiptDraft, cashReceiptNumberInputName } from '../lib/cash-receipt-draft';

const kinds = [
  { kind: 'none', label: '발급 안 함' },
  { kind: 'deduction', label: `${cashReceiptKindLabels.deduction} (휴대폰 번호)` },
  { kind: 'proof', label: `${cashReceiptKindLabels.proof} (사업자등록번호)` },
] as const;

/**
 * 현금영수증 for a real-time transfer or a virtual account: 소득공제 to a phone number, 지출증빙 to a
 * business registration number (a church's 고유번호 too), or none. The provider's window asks for it
 * again; what is chosen here is kept with the payment.
 */
export function CashReceiptChoice({
  value,
  onChange,
}: {
  value: CashReceiptDraft;
  onChange: (value: CashReceiptDraft) => void;
}) {
  const problem = useFieldProblem(cashReceiptNumberInputName);
  return (
    <fieldset className="space-y-2 rounded-lg border border-slate-200 px-3 py-3">
      <legend className="px-1 text-sm font-semibold text-slate-700">현금영수증</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {kinds.map((option) => (
          <label key={option.kind} className="flex cursor-pointer items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name="cashReceiptKind"
              value={option.kind}
              checked={value.kind === option.kind}
              onChange={() => onChange({ kind: option.kind, number: '' })}
              className="accent-brand-600"
            />
            {option.label}
          </label>
        ))}
      </div>
      {value.kind !== 'none' && (
        <label className="block text-sm text-slate-700">
          {value.kind === 'deduction' ? '휴대폰 번호' : '사업자등록번호 (교회 고유번호 가능)'}
          <input
            name={cashReceiptNumberInputName}
            inputMode="numeric"
            autoComplete={value.kind === 'deduction' ? 'tel' : 'off'}
            maxLength={13}
            placeholder={value.kind === 'deduction' ? '01012345678' : '1234567890'}
            value={value.number}
            aria-required
            {...problem.inputProps()}
            onChange={(event) => {
              problem.clear();
              onChange({ ...value, number: event.target.value });
            }}
            className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-base"
          />
        </label>
      )}
      <FieldProblemText name={cashReceiptNumberInputName} />
      <p className="text-xs text-slate-600">결제창에서 같은 정보를 한 번 더 입력해 주세요.</p>
    </fieldset>
  );
}
