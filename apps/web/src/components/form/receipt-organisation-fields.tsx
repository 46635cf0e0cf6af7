import { receiptOrganisationLimits, receiptOrganisationMessages as say } from '@edu/shared';
import { TextField } from './text-field';

type ReceiptOrganisationFieldsProps = {
  value: { receiptOrgName: string; receiptOrgNumber: string };
  onChange: (change: { receiptOrgName?: string; receiptOrgNumber?: string }) => void;
};

/**
 * 영수증 발행 정보 (교회·단체 명의): the order form's and the registration form's optional boxes for a
 * receipt in a church's name — both or neither, checked by the shared rule on the page and the server.
 */
export function ReceiptOrganisationFields({ value, onChange }: ReceiptOrganisationFieldsProps) {
  return (
    <section aria-labelledby="receipt-organisation-title" className="space-y-4">
      <div>
        <h2 id="receipt-organisation-title" className="text-lg font-bold text-slate-900">
          {say.title} <span className="text-sm font-normal text-slate-500">(선택)</span>
        </h2>
        <p className="mt-1 text-sm text-slate-600">{say.hint}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={say.nameLabel}
          name="receiptOrgName"
          autoComplete="organization"
          maxLength={receiptOrganisationLimits.nameMax}
          placeholder="예: 새빛교회"
          value={value.receiptOrgName}
          onChange={(receiptOrgName) => onChange({ receiptOrgName })}
        />
        <TextField
          label={say.numberLabel}
          name="receiptOrgNumber"
          inputMode="numeric"
          maxLength={12}
          placeholder="000-00-00000"
          hint="숫자 10자리"
          value={value.receiptOrgNumber}
          onChange={(receiptOrgNumber) => onChange({ receiptOrgNumber })}
        />
      </div>
    </section>
  );
}
