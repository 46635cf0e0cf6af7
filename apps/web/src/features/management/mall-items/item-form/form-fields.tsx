import { adminLabelClass } from '../../components/admin-styles';

/** A choice of a few values as radio buttons in a fieldset named by its legend. */
export function RadioGroup<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
  disabled,
  hint,
}: {
  legend: string;
  name: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  disabled?: boolean;
  hint?: string;
}) {
  const hintId = `${name}-hint`;
  return (
    <fieldset className="min-w-0 space-y-1" aria-describedby={hint ? hintId : undefined}>
      <legend className={adminLabelClass}>{legend}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-1 pt-1">
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              disabled={disabled}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
      {hint && (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
    </fieldset>
  );
}
