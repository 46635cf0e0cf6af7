import { useEffect, useId } from 'react';
import { type Choice, SelectBox, TextBox } from './admin-field';
import { adminButtonClass } from './admin-styles';

/** The values a filter bar edits: text, a chosen value (a number, or null for 전체), a checkbox. */
export type FilterValues = Record<string, string | number | boolean | null>;

/** One box of a filter bar, described rather than written out: the bars then cannot drift apart. */
export type FilterField<Name extends string> = {
  /** The key of the value it edits. */
  name: Name;
  label: string;
  /** The frame's width in the row; by default as wide as its box. */
  className?: string;
} & (
  | { type: 'search'; placeholder?: string; maxLength?: number }
  | { type: 'date'; max?: string }
  | {
      type: 'select';
      options: readonly Choice[];
      /** The text of a first option for every value (전체); its value is '' (null when `numeric`). */
      emptyLabel?: string;
      /** The value is a number (a category, a session): '' is null. */
      numeric?: boolean;
    }
  | { type: 'check' }
);

/** The choices of a select in the order of `values`, each shown by its label. */
export const choicesOf = <Value extends string>(
  values: readonly Value[],
  labels: Record<Value, string>,
): Choice[] => values.map((value) => ({ value, label: labels[value] }));

type BoxProps<Name extends string> = {
  id: string;
  field: FilterField<Name>;
  value: string | number | boolean | null;
  onChange: (value: string | number | boolean | null) => void;
  /** The id of the bar's problem when it is about this box. */
  problemId?: string;
};

/** One described box: a labelled search box, date, select, or a checkbox with its label beside it. */
function FilterBox<Name extends string>({ id, field, value, onChange, problemId }: BoxProps<Name>) {
  if (field.type === 'check')
    return (
      <label className="flex items-center gap-2 py-2 text-sm text-slate-700">
        <input
          type="checkbox"
          checked={value === true}
          onChange={(event) => onChange(event.target.checked)}
        />
        {field.label}
      </label>
    );
  const text = value === null ? '' : String(value);
  const invalid = problemId ? { 'aria-invalid': true as const, 'aria-describedby': problemId } : {};
  const frame = { id, label: field.label, className: field.className, invalid };
  if (field.type === 'select')
    return (
      <SelectBox
        {...frame}
        value={text}
        emptyLabel={field.emptyLabel}
        options={field.options}
        onChange={(next) => onChange(field.numeric ? (next === '' ? null : Number(next)) : next)}
      />
    );
  const box =
    field.type === 'date'
      ? { lang: 'ko', max: field.max }
      : { placeholder: field.placeholder, maxLength: field.maxLength };
  // autoComplete left to the browser: a filter's text is a query, and what was searched before may help.
  return (
    <TextBox
      {...frame}
      {...box}
      type={field.type}
      autoComplete={undefined}
      value={text}
      onChange={onChange}
    />
  );
}

type Rows<Values extends FilterValues> = readonly (readonly FilterField<keyof Values & string>[])[];

/** What ties a bar's boxes to its values; each change is a patch of them. */
type BoxesProps<Values extends FilterValues> = {
  /** The start of the boxes' ids: `${idBase}-${name}`. */
  idBase: string;
  fields: Rows<Values>[number];
  values: Values;
  onChange: (patch: Partial<Values>) => void;
  /** The box a problem is about, and the problem's id. */
  problem?: { field: string; id: string };
};

/** Boxes from their descriptions, side by side in the caller's row (a bar's, or one whose choices apply at once). */
export function FilterBoxes<Values extends FilterValues>({
  idBase,
  fields,
  values,
  onChange,
  problem,
}: BoxesProps<Values>) {
  return fields.map((field) => (
    <FilterBox
      key={field.name}
      id={`${idBase}-${field.name}`}
      field={field}
      value={values[field.name] ?? null}
      problemId={problem?.field === field.name ? problem.id : undefined}
      onChange={(value) => onChange({ [field.name]: value } as Partial<Values>)}
    />
  ));
}

type FilterBarProps<Values extends FilterValues> = {
  /** The form's name (상품 검색, 주문 검색…). */
  label: string;
  /** The boxes, row by row; 검색 ends the last row. */
  rows: Rows<Values>;
  values: Values;
  onChange: (patch: Partial<Values>) => void;
  /** Called on 검색 (or Enter in a box). */
  onSubmit: () => void;
  /**
   * Why the filter cannot be applied, and the box to correct: said under the bar, focus goes there.
   * Kept in state: a new object for each refused 검색, the same one while it stands.
   */
  problem?: { field: keyof Values & string; message: string } | null;
};

/** The choices above an admin table, applied together on 검색. */
export function FilterBar<Values extends FilterValues>({
  label,
  rows,
  values,
  onChange,
  onSubmit,
  problem,
}: FilterBarProps<Values>) {
  const id = useId();
  const problemId = `${id}-problem`;
  // A new problem object per refused 검색: focus goes back to its box each time, and only then.
  useEffect(() => {
    if (problem) document.getElementById(`${id}-${problem.field}`)?.focus();
  }, [problem, id]);

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      noValidate
      aria-label={label}
      className="space-y-3"
    >
      {rows.map((row, index) => (
        <div key={row[0]?.name} className="flex flex-wrap items-end gap-3">
          <FilterBoxes
            idBase={id}
            fields={row}
            values={values}
            onChange={onChange}
            problem={problem ? { field: problem.field, id: problemId } : undefined}
          />
          {index === rows.length - 1 && (
            <button type="submit" className={adminButtonClass}>
              검색
            </button>
          )}
        </div>
      ))}
      {problem && (
        <p id={problemId} role="alert" className="text-sm text-red-700">
          {problem.message}
        </p>
      )}
    </form>
  );
}
