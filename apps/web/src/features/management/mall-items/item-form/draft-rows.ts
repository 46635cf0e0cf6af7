import type { FirstBox } from '../../components/row-list-section';
import { type ItemDraft, newRowKey } from '../lib/item-draft';
import { rowsWith, rowsWithout } from '../lib/rows';
import type { ItemFormKit } from './form-kit';

/** The lists of the draft edited row by row in a RowListSection. */
type RowList = 'bibles' | 'licenses' | 'videos' | 'writing';

/**
 * One list of the draft as a RowListSection edits it: its rows, adding a blank row (with a fresh key,
 * so React keeps each row's boxes apart), removing and editing one, and the first box of each row tied
 * to the form's check (the form focuses it when that row is refused).
 */
export function draftRows<List extends RowList>(
  kit: ItemFormKit,
  list: List,
  blank: () => Omit<ItemDraft[List][number], 'key'>,
) {
  type Row = ItemDraft[List][number];
  // Applied to the draft as it is then, so two quick edits do not undo each other.
  const set = (next: (rows: readonly Row[]) => Row[]) =>
    kit.update((current) => ({ [list]: next(current[list]) }) as Partial<ItemDraft>);
  return {
    rows: kit.draft[list] as readonly Row[],
    onAdd: () => set((rows) => [...rows, { key: newRowKey(), ...blank() } as Row]),
    onRemove: (key: string) => set((rows) => rowsWithout(rows, key)),
    onEdit: (key: string, patch: Partial<Row>) => set((rows) => rowsWith(rows, key, patch)),
    firstBox: (row: number): FirstBox => ({ id: kit.idOf(list, row), ...kit.invalid(list, row) }),
  };
}
