import { mallItemAdminLimits } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import {
  canRemoveCombination,
  combinationMessages,
  expandCombinations,
  levelValuesOf,
  newCombination,
  withLastLevelRemoved,
  withLevelAdded,
} from './combinations';
import { emptyItemDraft } from './item-draft';

const paths = (expansion: ReturnType<typeof expandCombinations>) =>
  expansion.ok ? expansion.added.map((combination) => combination.path) : expansion.problem;

describe('levelValuesOf', () => {
  it('splits at commas, trims, and drops blanks and repeats', () => {
    expect(levelValuesOf(' 빨강, 파랑 ,,빨강, ')).toEqual(['빨강', '파랑']);
    expect(levelValuesOf(' , ')).toEqual([]);
  });
});

describe('expandCombinations', () => {
  it('makes every path of the values, level 1 first', () => {
    expect(paths(expandCombinations(['빨강, 파랑', 'S, M, L'], []))).toEqual([
      ['빨강', 'S'],
      ['빨강', 'M'],
      ['빨강', 'L'],
      ['파랑', 'S'],
      ['파랑', 'M'],
      ['파랑', 'L'],
    ]);
    expect(paths(expandCombinations(['A', 'B', 'C, D'], []))).toEqual([
      ['A', 'B', 'C'],
      ['A', 'B', 'D'],
    ]);
  });

  it('adds only the paths the table does not have (values compared trimmed)', () => {
    const existing = [newCombination(['빨강 ', 'S']), newCombination(['파랑', 'M'])];
    expect(paths(expandCombinations(['빨강, 파랑', 'S, M'], existing))).toEqual([
      ['빨강', 'M'],
      ['파랑', 'S'],
    ]);
  });

  it('gives new rows no id, 0원 extra, 0 in stock and nothing held', () => {
    const expansion = expandCombinations(['빨강'], []);
    expect(expansion.ok && expansion.added[0]).toMatchObject({
      combinationId: null,
      extraPrice: '0',
      stock: '0',
      stockSeen: null,
      held: 0,
    });
  });

  it('asks for a value on every level', () => {
    expect(expandCombinations(['빨강', ' , '], [])).toEqual({
      ok: false,
      problem: combinationMessages.valuesRequired,
    });
    expect(expandCombinations([], [])).toEqual({ ok: false, problem: combinationMessages.valuesRequired });
  });

  it('says when nothing is new', () => {
    expect(expandCombinations(['빨강'], [newCombination(['빨강'])])).toEqual({
      ok: false,
      problem: combinationMessages.nothingNew,
    });
  });

  it('refuses more combinations than the server keeps', () => {
    const values = (count: number) => Array.from({ length: count }, (_, n) => `v${n}`).join(',');
    expect(expandCombinations([values(15), values(20)], [])).toMatchObject({ ok: true });
    const existing = [newCombination(['x', 'y'])];
    expect(expandCombinations([values(15), values(20)], existing)).toEqual({
      ok: false,
      problem: combinationMessages.tooMany(301),
    });
    expect(mallItemAdminLimits.combinationsMax).toBe(300);
  });
});

describe('levels', () => {
  const draft = {
    ...emptyItemDraft(),
    levels: ['색상'],
    combinations: [newCombination(['빨강']), newCombination(['파랑'])],
  };

  it('adds a level with an empty value in every path, up to three', () => {
    const added = withLevelAdded(draft);
    expect(added.levels).toEqual(['색상', '']);
    expect(added.combinations.map((combination) => combination.path)).toEqual([
      ['빨강', ''],
      ['파랑', ''],
    ]);
    const three = withLevelAdded({ ...draft, ...withLevelAdded({ ...draft, ...added }) });
    expect(three.levels).toHaveLength(3);
  });

  it('removes the last level from every path, keeping one', () => {
    const two = { ...draft, ...withLevelAdded(draft) };
    const back = withLastLevelRemoved(two);
    expect(back.levels).toEqual(['색상']);
    expect(back.combinations.map((combination) => combination.path)).toEqual([['빨강'], ['파랑']]);
    expect(withLastLevelRemoved(draft).levels).toEqual(['색상']);
  });
});

describe('canRemoveCombination', () => {
  it('keeps rows unpaid orders hold', () => {
    expect(canRemoveCombination({ held: 0 })).toBe(true);
    expect(canRemoveCombination({ held: 2 })).toBe(false);
  });
});
