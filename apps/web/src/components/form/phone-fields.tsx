import { FieldProblemText, useFieldProblem } from './field-problem';
import { inputClass } from './form-styles';

export type PhoneParts = { prefix: string; middle: string; last: string };

export const phonePrefixes = ['010', '011', '016', '017', '018', '019'] as const;

export const emptyPhone: PhoneParts = { prefix: '010', middle: '', last: '' };

/** Digits such as 01012345678 (or 0111234567) split into the three boxes; empty boxes otherwise. */
export function phonePartsOf(digits: string): PhoneParts {
  const prefix = digits.slice(0, 3);
  if (!/^\d{10,11}$/.test(digits) || !(phonePrefixes as readonly string[]).includes(prefix))
    return emptyPhone;
  return { prefix, middle: digits.slice(3, digits.length - 4), last: digits.slice(-4) };
}

/** True when all three parts are filled. */
export function isPhoneComplete(phone: PhoneParts): boolean {
  return phone.prefix !== '' && phone.middle.trim() !== '' && phone.last.trim() !== '';
}

/** The phone as digits only, e.g. 01012345678. */
export function phoneDigits(phone: PhoneParts): string {
  return `${phone.prefix}${phone.middle}${phone.last}`.replace(/\D/g, '');
}

type PhoneFieldsProps = {
  value: PhoneParts;
  onChange: (value: PhoneParts) => void;
  disabled?: boolean;
  /** What the number is: the fieldset's legend. */
  legend?: string;
  /** The boxes' names start with it ("… 가운데 자리"); a second number on a form needs names of its own. */
  boxLabel?: string;
  /** The middle box's input name: a refused number sends focus there and marks it. */
  name?: string;
};

/** Phone number as a prefix select (010 by default) and two boxes of at most four digits. */
export function PhoneFields({
  value,
  onChange,
  disabled = false,
  legend = '휴대폰 번호',
  boxLabel = legend,
  name,
}: PhoneFieldsProps) {
  const problem = useFieldProblem(name);
  const digits = (text: string) => text.replace(/\D/g, '').slice(0, 4);
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium text-slate-700">{legend}</legend>
      <div className="mt-1 flex items-center gap-2">
        <select
          aria-label={`${boxLabel} 앞자리`}
          value={value.prefix}
          disabled={disabled}
          onChange={(event) => onChange({ ...value, prefix: event.target.value })}
          className={`${inputClass} mt-0! w-24`}
        >
          {phonePrefixes.map((prefix) => (
            <option key={prefix} value={prefix}>
              {prefix}
            </option>
          ))}
        </select>
        <span aria-hidden="true">-</span>
        <input
          aria-label={`${boxLabel} 가운데 자리`}
          name={name}
          {...problem.inputProps()}
          inputMode="numeric"
          maxLength={4}
          value={value.middle}
          disabled={disabled}
          onChange={(event) => {
            problem.clear();
            onChange({ ...value, middle: digits(event.target.value) });
          }}
          className={`${inputClass} mt-0!`}
        />
        <span aria-hidden="true">-</span>
        <input
          aria-label={`${boxLabel} 끝자리`}
          inputMode="numeric"
          maxLength={4}
          value={value.last}
          disabled={disabled}
          onChange={(event) => onChange({ ...value, last: digits(event.target.value) })}
          className={`${inputClass} mt-0!`}
        />
      </div>
      {name && <FieldProblemText name={name} />}
    </fieldset>
  );
}
