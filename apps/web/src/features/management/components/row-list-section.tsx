import { Fragment, type ReactNode } from 'react';
import type { Choice } from './admin-field';
import {
  adminDangerButtonClass,
  adminInputClass,
  adminLabelClass,
  adminSecondaryButtonClass,
} from './admin-styles';
import { CountNote, FormSection } from './form-section';

type Keyed = { key: string };
/** The fields of a row holding a value of type V. */
type FieldOf<Row, V> = { [K in keyof Row]: Row[K] extends V ? K : never }[keyof Row] & string;

/**
 * One box of every row, described: a text box (the default), a select of numbers, or a checkbox. Rows
 * have no room for visible labels, so each box is named "<list name> <n> <label>" for screen readers,
 * and a text box's placeholder shows what goes in.
 */
export type RowCell<Row> = { label: string } & (
  | {
      type?: 'text' | 'url';
      field: FieldOf<Row, string>;
      placeholder?: string;
      maxLength?: number;
      /** An amount or a count: a number pad on phones, and room for "1,000,000,000". */
      numeric?: boolean;
      className?: string;
      /** A word after the box ("장"), already said by its label. */
      suffix?: string;
    }
  | { type: 'select'; field: FieldOf<Row, number>; options: readonly Choice[] }
  | { type: 'check'; field: FieldOf<Row, boolean> }
);

/** What ties the first box of a row to the form's check: its id (focused on a problem) and aria-invalid. */
export type FirstBox = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

type RowListSectionProps<Row extends Keyed> = {
  /** What a row is: the title, and the buttons "<name> n 삭제" and "<name> 추가". */
  name: string;
  description: ReactNode;
  /** A section of the form of its own, or a group inside one (under a line, named by a legend). */
  frame?: 'section' | 'group';
  cells: readonly RowCell<Row>[];
  rows: readonly Row[];
  max: number;
  /**
   * How many places of `max` are taken when other rows share the limit (영상 with the files): the
   * count is then shown where all of them are, not here.
   */
  shared?: number;
  onAdd: () => void;
  onRemove: (key: string) => void;
  onEdit: (key: string, patch: Partial<Row>) => void;
  firstBox?: (index: number) => FirstBox;
  listClassName?: string;
  rowClassName?: string;
};

/**
 * A list of rows the administrator adds to up to a limit and removes from, each row with its numbered
 * 삭제: one shape for every such list, so each list says only what its rows hold.
 */
export function RowListSection<Row extends Keyed>({
  name,
  description,
  frame = 'section',
  rows,
  max,
  shared,
  onAdd,
  listClassName = 'space-y-2',
  rowClassName = 'flex flex-wrap items-center gap-2',
  ...row
}: RowListSectionProps<Row>) {
  const count = shared === undefined && <CountNote count={rows.length} max={max} />;
  const body = (
    <>
      <ol className={listClassName}>
        {rows.map((value, index) => (
          <li key={value.key} className={rowClassName}>
            <RowBoxes name={name} value={value} index={index} {...row} />
          </li>
        ))}
      </ol>
      <button
        type="button"
        className={adminSecondaryButtonClass}
        disabled={(shared ?? rows.length) >= max}
        onClick={onAdd}
      >
        {name} 추가
      </button>
    </>
  );

  if (frame === 'group')
    return (
      <fieldset className="min-w-0 space-y-2 border-t border-slate-200 pt-4">
        <legend className={adminLabelClass}>
          {name} {count}
        </legend>
        <p className="text-xs text-slate-600">{description}</p>
        {body}
      </fieldset>
    );
  const described = count ? (
    <>
      {description} {count}
    </>
  ) : (
    description
  );
  return (
    <FormSection title={name} description={described}>
      {body}
    </FormSection>
  );
}

type RowBoxesProps<Row extends Keyed> = Pick<
  RowListSectionProps<Row>,
  'name' | 'cells' | 'onEdit' | 'onRemove' | 'firstBox'
> & { value: Row; index: number };

/** The boxes of one row, then its 삭제. */
function RowBoxes<Row extends Keyed>({
  name,
  cells,
  value,
  index,
  onEdit,
  onRemove,
  firstBox,
}: RowBoxesProps<Row>) {
  const label = (cell: RowCell<Row>) => `${name} ${index + 1} ${cell.label}`;
  const edit = (field: keyof Row, next: Row[keyof Row]) =>
    onEdit(value.key, { [field]: next } as Partial<Row>);
  return (
    <>
      {cells.map((cell, at) => {
        const first = at === 0 ? firstBox?.(index) : undefined;
        if (cell.type === 'check')
          return (
            <label key={cell.field} className="flex items-center gap-1.5 text-sm text-slate-700">
              <input
                type="checkbox"
                checked={value[cell.field] as boolean}
                {...first}
                onChange={(event) => edit(cell.field, event.target.checked as Row[keyof Row])}
              />
              <span className="sr-only">{`${name} ${index + 1} `}</span>
              {cell.label}
            </label>
          );
        if (cell.type === 'select')
          return (
            <select
              key={cell.field}
              className={adminInputClass}
              aria-label={label(cell)}
              value={value[cell.field] as number}
              {...first}
              onChange={(event) => edit(cell.field, Number(event.target.value) as Row[keyof Row])}
            >
              {cell.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          );
        return (
          <Fragment key={cell.field}>
            <input
              type={cell.type}
              className={cell.className ? `${adminInputClass} ${cell.className}` : adminInputClass}
              autoComplete="off"
              inputMode={cell.numeric ? 'numeric' : undefined}
              maxLength={cell.maxLength ?? (cell.numeric ? 15 : undefined)}
              aria-label={label(cell)}
              placeholder={cell.placeholder}
              value={value[cell.field] as string}
              {...first}
              onChange={(event) => edit(cell.field, event.target.value as Row[keyof Row])}
            />
            {cell.suffix && (
              <span className="text-sm text-slate-600" aria-hidden="true">
                {cell.suffix}
              </span>
            )}
          </Fragment>
        );
      })}
      <button type="button" className={adminDangerButtonClass} onClick={() => onRemove(value.key)}>
        <span className="sr-only">{`${name} ${index + 1} `}</span>삭제
      </button>
    </>
  );
}
