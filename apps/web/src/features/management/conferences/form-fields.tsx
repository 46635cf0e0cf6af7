import { type ReactNode, useId } from 'react';
import { adminInputClass, adminLabelClass } from '../components/admin-styles';

type TextFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'number' | 'datetime-local' | 'url';
  hint?: string;
  className?: string;
  required?: boolean;
  /** Marked as still to fill after a refused save. */
  invalid?: boolean;
};

/** A labelled input of the conference form. */
export function TextField({
  label,
  value,
  onChange,
  type = 'text',
  hint,
  className,
  required,
  invalid,
}: TextFieldProps) {
  const id = useId();
  return (
    <div className={`flex flex-col gap-1 ${className ?? ''}`}>
      <label htmlFor={id} className={adminLabelClass}>
        {label}
        {required && <span className="text-red-600"> *</span>}
      </label>
      <input
        id={id}
        type={type}
        min={type === 'number' ? 0 : undefined}
        className={`${adminInputClass} ${invalid ? 'border-red-500 ring-1 ring-red-500' : ''}`}
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
    </div>
  );
}

/** A labelled textarea of the conference form. */
export function TextAreaField({
  label,
  value,
  onChange,
  hint,
  rows = 2,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  rows?: number;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={adminLabelClass}>
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        className={adminInputClass}
        value={value}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
    </div>
  );
}

/** A Y/N flag as a checkbox. */
export function YesNoField({
  label,
  value,
  onChange,
}: {
  label: ReactNode;
  value: 'Y' | 'N';
  onChange: (value: 'Y' | 'N') => void;
}) {
  return (
    <label className="flex items-center gap-2 text-sm text-slate-700">
      <input
        type="checkbox"
        checked={value === 'Y'}
        onChange={(event) => onChange(event.target.checked ? 'Y' : 'N')}
      />
      {label}
    </label>
  );
}
