/** Rows of a list the form edits, told apart by their key. */
type Keyed = { key: string };

/** The list with the row of `key` changed by `patch`. */
export const rowsWith = <T extends Keyed>(rows: readonly T[], key: string, patch: Partial<T>): T[] =>
  rows.map((row) => (row.key === key ? { ...row, ...patch } : row));

/** The list without the row of `key`. */
export const rowsWithout = <T extends Keyed>(rows: readonly T[], key: string): T[] =>
  rows.filter((row) => row.key !== key);

/** The list with the row at `index` moved one place up (-1) or down (+1); unchanged at either end. */
export function rowsMoved<T>(rows: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (index < 0 || index >= rows.length || target < 0 || target >= rows.length) return [...rows];
  const next = [...rows];
  const [moved] = next.splice(index, 1);
  if (moved !== undefined) next.splice(target, 0, moved);
  return next;
}
