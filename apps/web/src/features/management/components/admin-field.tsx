import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { describedBy } from '@/components/form/field-problem';
import { adminInputClass, adminLabelClass } from './admin-styles';

/** aria-invalid and aria-describedby of a box whose problem is said elsewhere (a form's bar, a filter's line). */
export type Invalid = { 'aria-invalid'?: true; 'aria-describedby'?: string };

export type FieldProps = {
  id: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  /** The problem with this box, said right under it (a dialog's check). */
  problem?: string;
  /** A problem with this box said elsewhere, which the box points to. */
  invalid?: Invalid;
  /** The frame's own classes: its width in a row or a grid. */
  className?: string;
};

/** What ties a box to its label, hint and problem; spread on the box. */
export type BoxAria = {
  id: string;
  'aria-required'?: true;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
};

/**
 * A label over its box, the hint and the problem under it: the one shape of every labelled admin box,
 * so a screen reader hears the problem first, then the hint, whichever box it is.
 */
export function Field({
  id,
  label,
  required,
  hint,
  problem,
  invalid = {},
  className = '',
  children,
}: FieldProps & { children: (aria: BoxAria) => ReactNode }) {
  const hintId = `${id}-hint`;
  const problemId = `${id}-problem`;
  const aria: BoxAria = {
    id,
    'aria-required': required || undefined,
    'aria-invalid': problem ? true : invalid['aria-invalid'],
    'aria-describedby': describedBy(
      problem && problemId,
      invalid['aria-describedby'],
      hint !== undefined && hintId,
    ),
  };
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className={adminLabelClass}>
        {label} {required && <span className="text-red-700">(필수)</span>}
      </label>
      {children(aria)}
      {hint !== undefined && (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {problem && (
        <p id={problemId} role="alert" className="text-sm break-words text-red-700">
          {problem}
        </p>
      )}
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'className'>;

/** A labelled text box; numbers are typed as text ("3,000") and read when the form is sent. */
export function TextBox({
  ref,
  value,
  onChange,
  numeric,
  maxLength,
  boxClassName,
  ...rest
}: FieldProps &
  InputProps & {
    ref?: Ref<HTMLInputElement>;
    value: string;
    onChange: (value: string) => void;
    /** An amount or a count: a number pad on phones, and room for "1,000,000,000". */
    numeric?: boolean;
    /** The box's own classes (a narrow box under a wide label). */
    boxClassName?: string;
  }) {
  const { id, label, required, hint, problem, invalid, className, ...input } = rest;
  return (
    <Field {...{ id, label, required, hint, problem, invalid, className }}>
      {(aria) => (
        <input
          ref={ref}
          className={boxClassName ? `${adminInputClass} ${boxClassName}` : adminInputClass}
          value={value}
          autoComplete="off"
          inputMode={numeric ? 'numeric' : undefined}
          maxLength={maxLength ?? (numeric ? 15 : undefined)}
          {...input}
          {...aria}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

/** A choice of a select: its value and what it shows. */
export type Choice = { value: string; label: string };

/** A labelled select; `value` '' is the empty first option (전체, 없음 or 선택해 주세요). */
export function SelectBox({
  ref,
  value,
  onChange,
  emptyLabel,
  options,
  disabled,
  ...field
}: FieldProps & {
  ref?: Ref<HTMLSelectElement>;
  value: string;
  onChange: (value: string) => void;
  /** The text of the '' option; no such option when omitted. */
  emptyLabel?: string;
  options: readonly Choice[];
  disabled?: boolean;
}) {
  return (
    <Field {...field}>
      {(aria) => (
        <select
          ref={ref}
          className={adminInputClass}
          value={value}
          disabled={disabled}
          {...aria}
          onChange={(event) => onChange(event.target.value)}
        >
          {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
