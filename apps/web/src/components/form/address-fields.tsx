import { useRef, useState } from 'react';
import { FieldProblemText, useFieldProblem } from './field-problem';
import { inputClass, labelClass, secondaryButtonClass } from './form-styles';
import { type ManualAddress, ManualAddressDialog } from './manual-address-dialog';
import { searchPostcode } from './postcode-widget';
import { RequiredMark } from './required-mark';

/** The search button's name: a refused address sends focus to it (the zip code itself is read-only). */
export const postcodeSearchName = 'postcodeSearch';

type AddressFieldsProps = {
  value: ManualAddress;
  onChange: (address: ManualAddress) => void;
  /** The mall's shipping asks for the detailed address too; a registration does not. */
  detailedRequired?: boolean;
};

/**
 * Postcode, address and detailed address (shown when the session asks for an address). "우편번호 검색" opens
 * the Kakao postcode widget; when it cannot load, a small dialog takes the address by hand.
 */
export function AddressFields({ value, onChange, detailedRequired = false }: AddressFieldsProps) {
  const [searching, setSearching] = useState(false);
  const [manualOpen, setManualOpen] = useState(false);
  const detailed = useRef<HTMLInputElement>(null);
  const zipProblem = useFieldProblem('zipCode');
  const addressProblem = useFieldProblem('address');
  const detailedProblem = useFieldProblem('detailedAddress');

  const search = async () => {
    if (searching) return;
    setSearching(true);
    try {
      const found = await searchPostcode();
      if (found === 'unavailable') setManualOpen(true);
      else if (found) {
        zipProblem.clear();
        addressProblem.clear();
        onChange({ ...value, ...found });
        // The next thing to type is the detailed address.
        detailed.current?.focus();
      }
    } finally {
      setSearching(false);
    }
  };

  return (
    <section aria-labelledby="address-title" className="space-y-3">
      <h2 id="address-title" className="text-lg font-bold text-slate-900">
        주소
      </h2>
      <p className="text-sm text-slate-600">교재와 안내물을 받으실 주소를 입력해주세요.</p>
      <div className="flex items-end gap-2">
        <label className={`${labelClass} flex-1 sm:max-w-48`}>
          우편번호
          <RequiredMark />
          <input
            name="zipCode"
            value={value.zipCode}
            readOnly
            aria-required
            {...zipProblem.inputProps()}
            placeholder="우편번호"
            className={`${inputClass} bg-slate-50`}
          />
        </label>
        <button
          type="button"
          name={postcodeSearchName}
          onClick={search}
          // Busy, not disabled, while the widget loads: a disabled button drops focus to <body>, and the
          // dialog that follows would hand it back there (issue 42).
          aria-busy={searching || undefined}
          aria-haspopup="dialog"
          className={`${secondaryButtonClass} mb-px`}
        >
          {searching ? '불러오는 중…' : '우편번호 검색'}
        </button>
      </div>
      <FieldProblemText name="zipCode" />
      <label className={labelClass}>
        주소
        <RequiredMark />
        <input
          name="address"
          value={value.address}
          readOnly
          aria-required
          {...addressProblem.inputProps()}
          placeholder="우편번호 검색으로 입력됩니다"
          className={`${inputClass} bg-slate-50`}
        />
      </label>
      <FieldProblemText name="address" />
      <label className={labelClass}>
        상세주소
        {detailedRequired && <RequiredMark />}
        <input
          ref={detailed}
          name="detailedAddress"
          value={value.detailedAddress}
          aria-required={detailedRequired || undefined}
          {...detailedProblem.inputProps()}
          onChange={(event) => {
            detailedProblem.clear();
            onChange({ ...value, detailedAddress: event.target.value });
          }}
          placeholder="동, 호수 등"
          maxLength={200}
          className={inputClass}
        />
      </label>
      <FieldProblemText name="detailedAddress" />
      <ManualAddressDialog
        open={manualOpen}
        onOpenChange={setManualOpen}
        initial={value}
        onSubmit={(address) => {
          onChange(address);
          setManualOpen(false);
        }}
      />
    </section>
  );
}
