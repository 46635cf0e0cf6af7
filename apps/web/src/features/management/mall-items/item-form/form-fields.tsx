import { type ReactNode, useId } from 'react';
import { adminInputClass, adminLabelClass } from '../../components/admin-styles';

/** One titled part of the item form (기본 정보, 가격, …). */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <div className="space-y-1">
        <h4 id={id} className="text-base font-bold text-slate-900">
          {title}
        </h4>
        {description && <p className="text-sm text-slate-600">{description}</p>}
      </div>
      {children}
    </section>
  );
}

type BoxProps = {
  id: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  className?: string;
  /** aria-invalid and aria-describedby of a problem about this box. */
  invalid?: { 'aria-invalid'?: true; 'aria-describedby'?: string };
};

const describedBy = (...ids: (string | undefined | false)[]) => ids.filter(Boolean).join(' ') || undefined;

/** A labelled text box; numbers are typed as text ("3,000") and read when the form is saved. */
export function TextBox({
  id,
  label,
  required,
  hint,
  className = '',
  invalid = {},
  value,
  onChange,
  numeric,
  maxLength,
  placeholder,
  disabled,
}: BoxProps & {
  value: string;
  onChange: (value: string) => void;
  numeric?: boolean;
  maxLength?: number;
  placeholder?: string;
  disabled?: boolean;
}) {
  const hintId = `${id}-hint`;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className={adminLabelClass}>
        {label} {required && <span className="text-red-700">(필수)</span>}
      </label>
      <input
        id={id}
        className={adminInputClass}
        value={value}
        autoComplete="off"
        inputMode={numeric ? 'numeric' : undefined}
        maxLength={maxLength ?? (numeric ? 15 : undefined)}
        placeholder={placeholder}
        disabled={disabled}
        aria-required={required || undefined}
        aria-invalid={invalid['aria-invalid']}
        aria-describedby={describedBy(invalid['aria-describedby'], hint !== undefined && hintId)}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint !== undefined && (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
}

/** A labelled select; `value` '' is the empty first option (없음 or 선택해 주세요). */
export function SelectBox({
  id,
  label,
  required,
  hint,
  className = '',
  invalid = {},
  value,
  onChange,
  emptyLabel,
  options,
  disabled,
}: BoxProps & {
  value: string;
  onChange: (value: string) => void;
  /** The text of the '' option; no such option when omitted. */
  emptyLabel?: string;
  options: readonly { value: string; label: string }[];
  disabled?: boolean;
}) {
  const hintId = `${id}-hint`;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className={adminLabelClass}>
        {label} {required && <span className="text-red-700">(필수)</span>}
      </label>
      <select
        id={id}
        className={adminInputClass}
        value={value}
        disabled={disabled}
        aria-required={required || undefined}
        aria-invalid={invalid['aria-invalid']}
        aria-describedby={describedBy(invalid['aria-describedby'], hint !== undefined && hintId)}
        onChange={(event) => onChange(event.target.value)}
      >
        {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint !== undefined && (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
}

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

/** The line under a list saying how many rows it has of how many it may have. */
export const CountNote = ({ count, max }: { count: number; max: number }) => (
  <span className="text-xs font-normal text-slate-500">
    ({count}/{max})
  </span>
);
