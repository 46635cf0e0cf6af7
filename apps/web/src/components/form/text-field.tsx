import type { InputHTMLAttributes } from 'react';
import { inputClass, labelClass } from './form-styles';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'className'> & {
  /** The visible label; the input is inside it, so it names the input. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A line under the input (what to type), tied to it for screen readers. */
  hint?: string;
};

/**
 * One labelled text input of the site's forms (the field kit: text, phone, address), so every form
 * looks and reads the same. Extra input attributes (type, autoComplete, maxLength, onBlur…) pass through.
 */
export function TextField({ label, value, onChange, hint, id, ...input }: TextFieldProps) {
  const hintId = hint && input.name ? `${input.name}-hint` : undefined;
  return (
    <label className={labelClass} htmlFor={id}>
      {label}
      <input
        {...input}
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={hintId}
        className={inputClass}
      />
      {hint && (
        <span id={hintId} className="block text-xs font-normal text-slate-500">
          {hint}
        </span>
      )}
    </label>
  );
}
