import { mallItemAdminLimits } from '@edu/shared';
import { type CombinationDraft, type ItemDraft, newRowKey } from './item-draft';
import { pathKey } from './item-request';

export const combinationMessages = {
  valuesRequired: '단계마다 값을 하나 이상 쉼표로 구분해 입력해 주세요.',
  nothingNew: '새로 만들 조합이 없습니다. 모든 조합이 이미 표에 있습니다.',
  tooMany: (count: number) =>
    `조합이 ${count}개가 되어 ${mallItemAdminLimits.combinationsMax}개를 넘습니다. 값을 줄여 주세요.`,
  made: (count: number) => `조합 ${count}개를 추가했습니다. 추가 금액과 재고를 확인해 주세요.`,
} as const;

/** A new row of the combination table: the path given (empty values by default), 0원 extra, 0 in stock. */
export const newCombination = (path: string[]): CombinationDraft => ({
  key: newRowKey(),
  combinationId: null,
  path,
  extraPrice: '0',
  stock: '0',
  stockSeen: null,
  held: 0,
});

/** "빨강, 파랑 ,빨강," → ["빨강", "파랑"]: the values of one level, trimmed, blanks and repeats dropped. */
export const levelValuesOf = (text: string): string[] => [
  ...new Set(
    text
      .split(',')
      .map((value) => value.trim())
      .filter(Boolean),
  ),
];

export type Expansion = { ok: true; added: CombinationDraft[] } | { ok: false; problem: string };

/**
 * 조합 만들기: every path of the values typed per level (comma-separated, level 1 first) that the table
 * does not have yet, in level order, as new rows; refused when a level has no value, nothing is new, or the
 * table would hold more than the server takes.
 */
export function expandCombinations(
  valueTexts: readonly string[],
  existing: readonly CombinationDraft[],
): Expansion {
  const levels = valueTexts.map(levelValuesOf);
  if (levels.length === 0 || levels.some((values) => values.length === 0))
    return { ok: false, problem: combinationMessages.valuesRequired };
  const paths = levels.reduce<string[][]>(
    (partial, values) => partial.flatMap((path) => values.map((value) => [...path, value])),
    [[]],
  );
  const have = new Set(existing.map((combination) => pathKey(combination.path)));
  const fresh = paths.filter((path) => !have.has(pathKey(path)));
  if (fresh.length === 0) return { ok: false, problem: combinationMessages.nothingNew };
  const total = existing.length + fresh.length;
  if (total > mallItemAdminLimits.combinationsMax)
    return { ok: false, problem: combinationMessages.tooMany(total) };
  return { ok: true, added: fresh.map(newCombination) };
}

/** Adds a TREE level (up to 3): every path gets an empty value for it. */
export function withLevelAdded(draft: ItemDraft): Pick<ItemDraft, 'levels' | 'combinations'> {
  if (draft.levels.length >= 3) return { levels: draft.levels, combinations: draft.combinations };
  return {
    levels: [...draft.levels, ''],
    combinations: draft.combinations.map((combination) => ({
      ...combination,
      path: [...combination.path, ''],
    })),
  };
}

/** Drops the last TREE level (keeping one): every path loses its last value. */
export function withLastLevelRemoved(draft: ItemDraft): Pick<ItemDraft, 'levels' | 'combinations'> {
  if (draft.levels.length <= 1) return { levels: draft.levels, combinations: draft.combinations };
  const depth = draft.levels.length - 1;
  return {
    levels: draft.levels.slice(0, depth),
    combinations: draft.combinations.map((combination) => ({
      ...combination,
      path: combination.path.slice(0, depth),
    })),
  };
}

/** A row may go only while no unpaid order holds units of it (the server would refuse the save). */
export const canRemoveCombination = (combination: Pick<CombinationDraft, 'held'>): boolean =>
  combination.held === 0;
