import type { ItemOption } from '@edu/shared';
import type { SelectedLine, TreeLine, WritingLine } from './selected-lines';

/**
 * What a visitor chose on an item page before being sent to log in: the option lines, the count of a
 * product without options, or an image's licence. Kept in this tab's sessionStorage under the item, and
 * given back once, when the login brings the visitor back to the item.
 */
export type SavedChoice = { lines?: SelectedLine[]; quantity?: number; licenseId?: number };

type ChoiceStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const keyOf = (itemId: number) => `mall.choice.${itemId}`;

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1;

function isLine(value: unknown): value is SelectedLine {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Partial<Record<keyof TreeLine | keyof WritingLine, unknown>>;
  const common =
    typeof line.key === 'string' &&
    isCount(line.optionId) &&
    isCount(line.quantity) &&
    typeof line.unitPrice === 'number';
  if (!common) return false;
  if (line.kind === 'TREE')
    return isCount(line.combinationId) && Array.isArray(line.pathNames) && Array.isArray(line.writings);
  return line.kind === 'WRITING' && typeof line.message === 'string' && typeof line.optionName === 'string';
}

/** Keeps the choice for the return from /login; storage full or off only loses the convenience. */
export function saveChoice(itemId: number, choice: SavedChoice, storage: ChoiceStorage = sessionStorage) {
  try {
    storage.setItem(keyOf(itemId), JSON.stringify(choice));
  } catch {
    // The visitor chooses again after logging in.
  }
}

/** The choice kept for this item, or null; anything unreadable (an older shape, a hand edit) counts as none. */
export function readChoice(itemId: number, storage: ChoiceStorage = sessionStorage): SavedChoice | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(keyOf(itemId)) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { lines, quantity, licenseId } = value as Record<string, unknown>;
    return {
      ...(Array.isArray(lines) && { lines: lines.filter(isLine) }),
      ...(isCount(quantity) && { quantity }),
      ...(isCount(licenseId) && { licenseId }),
    };
  } catch {
    return null;
  }
}

/** Drops the kept choice: it is given back once only. */
export function forgetChoice(itemId: number, storage: ChoiceStorage = sessionStorage) {
  try {
    storage.removeItem(keyOf(itemId));
  } catch {
    // Nothing was kept.
  }
}

/** The kept lines that are still options of the item (an option removed meanwhile drops its line). */
export function restoredLines(choice: SavedChoice | null, options: readonly ItemOption[]): SelectedLine[] {
  return (choice?.lines ?? []).filter((line) => options.some((option) => option.optionId === line.optionId));
}
