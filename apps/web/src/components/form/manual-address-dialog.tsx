import { type FormEvent, useId, useRef, useState } from 'react';
import { Modal } from '@/components/ui/modal';
import { inputClass, labelClass, primaryButtonClass } from './form-styles';
import { RequiredMark } from './required-mark';

export type ManualAddress = { zipCode: string; address: string; detailedAddress: string };

type ManualAddressDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initial: ManualAddress;
  onSubmit: (address: ManualAddress) => void;
};

/** Entering the address by hand, for when the postcode search service cannot be reached. */
export function ManualAddressDialog({ open, onOpenChange, initial, onSubmit }: ManualAddressDialogProps) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="주소 직접 입력">
      {/* Mounted afresh on each opening: the fields start from the form's current address. */}
      {open && <ManualAddressForm initial={initial} onSubmit={onSubmit} />}
    </Modal>
  );
}

function ManualAddressForm({ initial, onSubmit }: Pick<ManualAddressDialogProps, 'initial' | 'onSubmit'>) {
  const [zipCode, setZipCode] = useState(initial.zipCode);
  const [address, setAddress] = useState(initial.address);
  const [detailedAddress, setDetailedAddress] = useState(initial.detailedAddress);
  const [problem, setProblem] = useState<{ field: 'zipCode' | 'address'; message: string } | null>(null);
  const problemId = useId();
  const zipCodeInput = useRef<HTMLInputElement>(null);
  const addressInput = useRef<HTMLInputElement>(null);
  /** The field the message is about takes focus, marked invalid and described by the message. */
  const refuse = (field: 'zipCode' | 'address', message: string) => {
    setProblem({ field, message });
    (field === 'zipCode' ? zipCodeInput : addressInput).current?.focus();
  };
  const invalid = (field: 'zipCode' | 'address') =>
    problem?.field === field ? { 'aria-invalid': true, 'aria-describedby': problemId } : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The form sits inside the registration form's tree: keep this submit from reaching it.
    event.stopPropagation();
    if (!/^\d{5}$/.test(zipCode.trim())) return refuse('zipCode', '우편번호 5자리를 숫자로 입력해주세요.');
    if (!address.trim()) return refuse('address', '주소를 입력해주세요.');
    onSubmit({ zipCode: zipCode.trim(), address: address.trim(), detailedAddress: detailedAddress.trim() });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm leading-relaxed text-slate-600">
        우편번호 검색 서비스를 불러올 수 없어 주소를 직접 입력합니다.
      </p>
      <label className={labelClass}>
        우편번호
        <RequiredMark />
        <input
          ref={zipCodeInput}
          aria-required
          {...invalid('zipCode')}
          name="manualZipCode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          value={zipCode}
          onChange={(event) => setZipCode(event.target.value.replace(/\D/g, ''))}
          placeholder="5자리 숫자"
          className={inputClass}
        />
      </label>
      <label className={labelClass}>
        주소
        <RequiredMark />
        <input
          ref={addressInput}
          aria-required
          {...invalid('address')}
          name="manualAddress"
          autoComplete="street-address"
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          placeholder="도로명 또는 지번 주소"
          className={inputClass}
        />
      </label>
      <label className={labelClass}>
        상세주소
        <input
          name="manualDetailedAddress"
          value={detailedAddress}
          onChange={(event) => setDetailedAddress(event.target.value)}
          placeholder="동, 호수 등"
          className={inputClass}
        />
      </label>
      {problem && (
        <p id={problemId} role="alert" className="text-sm text-red-700">
          {problem.message}
        </p>
      )}
      <button type="submit" className={primaryButtonClass}>
        입력 완료
      </button>
    </form>
  );
}
