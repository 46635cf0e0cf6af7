import { type InputHTMLAttributes, useId } from 'react';
import { FieldProblemText, useFieldProblem } from './field-problem';
import { inputClass, labelClass } from './form-styles';
import { RequiredMark } from './required-mark';

type TextFieldProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'value' | 'className' | 'required'
> & {
  /** The visible label; the input is inside it, so it names the input. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A line under the input (what to type), tied to it for screen readers. */
  hint?: string;
  /** Shown as "(필수)" beside the label and told to screen readers by aria-required. */
  required?: boolean;
};

/**
 * One labelled text input of the site's forms (the field kit: text, phone, address), so every form
 * looks and reads the same. Extra input attributes (type, autoComplete, maxLength, onBlur…) pass through.
 * Inside a FieldProblemScope, the field refused by the form's check is marked and its message shown.
 */
export function TextField({ label, value, onChange, hint, required, id, ...input }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const problem = useFieldProblem(input.name);
  // The hint and the message sit beside the label, not in it: the field's name stays its label.
  return (
    <div>
      <label className={labelClass} htmlFor={inputId}>
        {label}
        {required && <RequiredMark />}
      </label>
      <input
        {...input}
        id={inputId}
        value={value}
        onChange={(event) => {
          problem.clear();
          onChange(event.target.value);
        }}
        aria-required={required || undefined}
        {...problem.inputProps(hintId)}
        className={inputClass}
      />
      {hint && (
        <span id={hintId} className="mt-1 block text-xs text-slate-600">
          {hint}
        </span>
      )}
      {input.name && <FieldProblemText name={input.name} />}
    </div>
  );
}
