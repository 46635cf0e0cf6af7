type RowCheckboxProps = {
  /** What ticking it chooses, read out by screen readers ("유아부 성경 교재 세트 선택"). */
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
};

/** A row's checkbox with a 44 px touch target and a hidden label. */
export function RowCheckbox({ label, checked, onChange }: RowCheckboxProps) {
  return (
    <label className="-m-2.5 flex size-11 shrink-0 cursor-pointer items-center justify-center">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-5 cursor-pointer accent-brand-600"
      />
      <span className="sr-only">{label}</span>
    </label>
  );
}
