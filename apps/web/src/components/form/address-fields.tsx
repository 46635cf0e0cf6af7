import { useState } from 'react';
import { inputClass, labelClass, secondaryButtonClass } from './form-styles';
import { type ManualAddress, ManualAddressDialog } from './manual-address-dialog';
import { searchPostcode } from './postcode-widget';

type AddressFieldsProps = {
  value: ManualAddress;
  onChange: (address: ManualAddress) => void;
};

/**
 * Postcode, address and detailed address (shown when the session asks for an address). "우편번호 검색" opens
 * the Kakao postcode widget; when it cannot load, a small dialog takes the address by hand.
 */
export function AddressFields({ value, onChange }: AddressFieldsProps) {
  const [searching, setSearching] = useState(false);
  const [manualOpen, setManualOpen] = useState(false);

  const search = async () => {
    setSearching(true);
    try {
      const found = await searchPostcode();
      if (found === 'unavailable') setManualOpen(true);
      else if (found) onChange({ ...value, ...found });
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
          <input
            name="zipCode"
            value={value.zipCode}
            readOnly
            placeholder="우편번호"
            className={`${inputClass} bg-slate-50`}
          />
        </label>
        <button
          type="button"
          onClick={search}
          disabled={searching}
          aria-haspopup="dialog"
          className={`${secondaryButtonClass} mb-px`}
        >
          {searching ? '불러오는 중…' : '우편번호 검색'}
        </button>
      </div>
      <label className={labelClass}>
        주소
        <input
          name="address"
          value={value.address}
          readOnly
          placeholder="우편번호 검색으로 입력됩니다"
          className={`${inputClass} bg-slate-50`}
        />
      </label>
      <label className={labelClass}>
        상세주소
        <input
          name="detailedAddress"
          value={value.detailedAddress}
          onChange={(event) => onChange({ ...value, detailedAddress: event.target.value })}
          placeholder="동, 호수 등"
          maxLength={200}
          className={inputClass}
        />
      </label>
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
