import { type ItemOption, mallMessages } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import {
  addLine,
  cartProblem,
  changeQuantity,
  type LineDraft,
  linesTotal,
  lineTitle,
  removeLine,
  type SelectedLine,
} from './selected-lines';

const sellingPrice = 12_000;
const teacherSet: LineDraft = {
  kind: 'TREE',
  optionId: 3,
  combinationId: 101,
  pathNames: ['유아부', '1학기', '교사용'],
  unitPrice: sellingPrice + 3000,
};
const studentSet: LineDraft = {
  ...teacherSet,
  combinationId: 102,
  pathNames: ['유아부', '1학기', '학생용'],
  unitPrice: sellingPrice,
};
const engraving: LineDraft = {
  kind: 'WRITING',
  optionId: 4,
  optionName: '이름 새김 문구',
  message: '사랑반 김하나',
  unitPrice: sellingPrice,
};

const option = (change: Partial<ItemOption>): ItemOption => ({
  optionId: 1,
  optionName: '부서',
  optionType: 'TREE',
  required: true,
  depth: 1,
  optionNodeList: [],
  ...change,
});

/** Adds drafts one after another, failing the test on a refusal. */
function linesOf(...drafts: LineDraft[]): SelectedLine[] {
  return drafts.reduce<SelectedLine[]>((lines, draft) => {
    const result = addLine(lines, draft);
    expect(result.refused).toBeNull();
    return result.lines;
  }, []);
}

describe('selected option lines (spec §5)', () => {
  it('adds a chosen combination as a line of quantity 1 titled with its path', () => {
    const [line] = linesOf(teacherSet);
    expect(line).toMatchObject({ quantity: 1, unitPrice: 15_000 });
    expect(line && lineTitle(line)).toBe('유아부 / 1학기 / 교사용');
    expect(lineTitle(engraving)).toBe('이름 새김 문구: 사랑반 김하나');
  });

  it('refuses the same combination twice, and a second text of the same writing option', () => {
    const lines = linesOf(teacherSet, engraving);
    expect(addLine(lines, teacherSet)).toEqual({ lines, refused: mallMessages.alreadySelected });
    expect(addLine(lines, { ...engraving, message: '다른 문구' })).toEqual({
      lines,
      refused: mallMessages.alreadySelected,
    });
    // Another combination of the same option is a line of its own.
    expect(addLine(lines, studentSet).lines).toHaveLength(3);
  });

  it('never lets a quantity fall below 1', () => {
    const lines = linesOf(teacherSet);
    const key = lines[0]?.key ?? '';
    expect(changeQuantity(lines, key, -1)).toEqual({ lines, refused: mallMessages.quantityMin });
    const up = changeQuantity(lines, key, 1);
    expect(up.refused).toBeNull();
    expect(up.lines[0]?.quantity).toBe(2);
    expect(changeQuantity(up.lines, key, -1).lines[0]?.quantity).toBe(1);
  });

  it('totals every line by its unit price and quantity, and follows removals', () => {
    let lines = linesOf(teacherSet, studentSet, engraving);
    expect(linesTotal(lines)).toBe(15_000 + 12_000 + 12_000);
    lines = changeQuantity(lines, lines[0]?.key ?? '', 1).lines;
    expect(linesTotal(lines)).toBe(2 * 15_000 + 12_000 + 12_000);
    lines = removeLine(lines, lines[1]?.key ?? '');
    expect(linesTotal(lines)).toBe(2 * 15_000 + 12_000);
    expect(linesTotal([])).toBe(0);
  });

  it('asks for options before the cart: none at all, or none of the required ones', () => {
    const options = [
      option({ optionId: 1, depth: 1 }),
      option({ optionId: 2, optionName: '학기', depth: 2 }),
      option({ optionId: 4, optionName: '이름 새김 문구', optionType: 'WRITING', required: false, depth: 0 }),
    ];
    expect(cartProblem([], options)).toBe(mallMessages.selectOptions);
    expect(cartProblem(linesOf(engraving), options)).toBe(mallMessages.selectRequiredOption);
    expect(cartProblem(linesOf(teacherSet), options)).toBeNull();
    expect(cartProblem(linesOf(teacherSet, engraving), options)).toBeNull();
  });

  it('accepts any line when no option is required, and counts a required writing option by its id', () => {
    const optional = [option({ required: false })];
    expect(cartProblem(linesOf(engraving), optional)).toBeNull();
    const writingRequired = [
      option({ required: false }),
      option({ optionId: 4, optionType: 'WRITING', depth: 0 }),
    ];
    expect(cartProblem(linesOf(teacherSet), writingRequired)).toBe(mallMessages.selectRequiredOption);
    expect(cartProblem(linesOf(engraving), writingRequired)).toBeNull();
  });
});
