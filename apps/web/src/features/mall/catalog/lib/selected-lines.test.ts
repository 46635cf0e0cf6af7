import { type ItemOption, mallMessages } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import {
  addLine,
  cartProblem,
  type LineDraft,
  linesTotal,
  lineTitle,
  missingWriting,
  removeLine,
  type SelectedLine,
  setLineQuantity,
} from './selected-lines';

const sellingPrice = 12_000;
const teacherSet: LineDraft = {
  kind: 'TREE',
  optionId: 3,
  combinationId: 101,
  pathNames: ['유아부', '1학기', '교사용'],
  writings: [],
  unitPrice: sellingPrice + 3000,
  stock: 12,
};
const studentSet: LineDraft = {
  kind: 'TREE',
  optionId: 3,
  writings: [],
  combinationId: 102,
  pathNames: ['유아부', '1학기', '학생용'],
  unitPrice: sellingPrice,
  stock: null,
};
const engraving: LineDraft = {
  kind: 'WRITING',
  optionId: 4,
  optionName: '이름 새김 문구',
  message: '사랑반 김하나',
  unitPrice: sellingPrice,
  stock: 30,
};

const option = (change: Partial<ItemOption>): ItemOption => ({
  optionId: 1,
  optionName: '부서',
  optionType: 'TREE',
  required: true,
  depth: 1,
  extraPrice: 0,
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

  it('takes a typed count, never below 1 nor past the stock the page knows', () => {
    const lines = linesOf(teacherSet, studentSet);
    const [teacher, student] = lines.map((line) => line.key);
    const quantities = (changed: SelectedLine[]) => changed.map((line) => line.quantity);
    expect(quantities(setLineQuantity(lines, teacher ?? '', 2))).toEqual([2, 1]);
    // 12 left of the teacher's set: 30 typed becomes 12.
    expect(quantities(setLineQuantity(lines, teacher ?? '', 30))).toEqual([12, 1]);
    expect(quantities(setLineQuantity(lines, teacher ?? '', 0))).toEqual([1, 1]);
    // Stock not counted: up to what a line holds.
    expect(quantities(setLineQuantity(lines, student ?? '', 30))).toEqual([1, 30]);
    expect(quantities(setLineQuantity(lines, student ?? '', 5000))).toEqual([1, 999]);
  });

  it('totals every line by its unit price and quantity, and follows removals', () => {
    let lines = linesOf(teacherSet, studentSet, engraving);
    expect(linesTotal(lines)).toBe(15_000 + 12_000 + 12_000);
    lines = setLineQuantity(lines, lines[0]?.key ?? '', 2);
    expect(linesTotal(lines)).toBe(2 * 15_000 + 12_000 + 12_000);
    lines = removeLine(lines, lines[1]?.key ?? '');
    expect(linesTotal(lines)).toBe(2 * 15_000 + 12_000);
    expect(linesTotal([])).toBe(0);
  });

  it('asks for options before the cart when none is chosen', () => {
    const options = [
      option({ optionId: 1, depth: 1 }),
      option({ optionId: 2, optionName: '학기', depth: 2 }),
      option({ optionId: 4, optionName: '이름 새김 문구', optionType: 'WRITING', required: false, depth: 0 }),
    ];
    expect(cartProblem([], options)).toBe(mallMessages.selectOptions);
    expect(cartProblem(linesOf(teacherSet), options)).toBeNull();
  });

  it('without a TREE, accepts any line when no option is required and counts a required one by its id', () => {
    const optional = [option({ optionId: 4, optionType: 'WRITING', required: false, depth: 0 })];
    expect(cartProblem(linesOf(engraving), optional)).toBeNull();
    const writingRequired = [
      option({ optionId: 4, optionType: 'WRITING', depth: 0 }),
      option({ optionId: 5, optionName: '반 이름', optionType: 'WRITING', required: false, depth: 0 }),
    ];
    const className = { ...engraving, optionId: 5, optionName: '반 이름' };
    expect(cartProblem(linesOf(className), writingRequired)).toBe(mallMessages.selectRequiredOption);
    expect(cartProblem(linesOf(engraving), writingRequired)).toBeNull();
  });
  it('puts an engraving on its TREE line: priced per unit with the line, one line per text', () => {
    const name = { optionId: 4, optionName: '이름 새김 문구', extraPrice: 1000 };
    const engraved: LineDraft = {
      ...studentSet,
      writings: [{ ...name, message: '사랑반 김교사' }],
      unitPrice: sellingPrice + 1000,
    };
    const lines = linesOf(engraved);
    expect(lines[0] && lineTitle(lines[0])).toBe('유아부 / 1학기 / 학생용 · 이름 새김 문구: 사랑반 김교사');
    // Two units of one engraved line cost two units with their engraving: not a second, separate item.
    expect(linesTotal(setLineQuantity(lines, lines[0]?.key ?? '', 2))).toBe(2 * 13_000);
    // The same path with another text is a line of its own; with the same text it is refused.
    const other = { ...engraved, writings: [{ ...name, message: '사랑반 이교사' }] };
    expect(addLine(lines, other).lines).toHaveLength(2);
    expect(addLine(lines, engraved).refused).toBe(mallMessages.alreadySelected);
    // Without a text, the same path is yet another line.
    expect(addLine(lines, studentSet).lines).toHaveLength(2);
  });

  it('asks for a required engraving before its TREE line is made', () => {
    const options = [
      option({ optionId: 1 }),
      option({ optionId: 4, optionName: '이름 새김 문구', optionType: 'WRITING', depth: 0 }),
    ];
    expect(missingWriting(options, [])).toBe('이름 새김 문구를 입력해 주세요.');
    expect(missingWriting(options, [{ optionId: 4 }])).toBeNull();
    expect(missingWriting([option({ optionId: 1 })], [])).toBeNull();
  });
});
