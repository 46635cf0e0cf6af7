import { boundQuantity, type ItemOption, mallLimits, mallMessages, quantityLimit } from '@edu/shared';

/**
 * The option lines chosen on the item page before adding to the cart (spec §5): a TREE line is one full
 * combination carrying the texts of the item's WRITING options (an engraving goes on that line's units);
 * an item without a TREE takes WRITING lines, one option's text each. Each line has its own quantity;
 * the total sums every line.
 */
export type LineWriting = { optionId: number; optionName: string; message: string; extraPrice: number };
export type TreeLine = {
  key: string;
  kind: 'TREE';
  optionId: number;
  combinationId: number;
  pathNames: string[];
  writings: LineWriting[];
  /** Won per unit: the selling price with the combination's and the texts' extras. */
  unitPrice: number;
  quantity: number;
  /** Units left of the combination as the page last heard (null = not counted): the count stops there. */
  stock: number | null;
};
export type WritingLine = {
  key: string;
  kind: 'WRITING';
  optionId: number;
  optionName: string;
  message: string;
  unitPrice: number;
  quantity: number;
  /** The item's own stock, which writing lines share (null = not counted). */
  stock: number | null;
};
export type SelectedLine = TreeLine | WritingLine;
export type LineDraft = Omit<TreeLine, 'key' | 'quantity'> | Omit<WritingLine, 'key' | 'quantity'>;

/** A step's outcome: the new lines, or the unchanged lines and the message saying why not. */
export type LinesResult = { lines: SelectedLine[]; refused: string | null };

/**
 * What the line shows: the path joined with " / " and its texts ("유아부 / 2학기 / 학생용 · 이름 새김
 * 문구: 사랑반 김교사"), or "문구: 텍스트" for a writing line.
 */
export function lineTitle(line: SelectedLine | LineDraft): string {
  if (line.kind === 'WRITING') return `${line.optionName}: ${line.message}`;
  const texts = line.writings.map((writing) => ` · ${writing.optionName}: ${writing.message}`);
  return `${line.pathNames.join(' / ')}${texts.join('')}`;
}

/** A line's identity: its combination and texts (one line per engraving), or its WRITING option. */
export function lineKeyOf(draft: LineDraft): string {
  if (draft.kind === 'WRITING') return `writing-${draft.optionId}`;
  const texts = draft.writings.map((writing) => [writing.optionId, writing.message]);
  return texts.length === 0
    ? `tree-${draft.combinationId}`
    : `tree-${draft.combinationId}-${JSON.stringify(texts)}`;
}

/**
 * Adds a line with quantity 1; the same combination with the same texts, or a second text of the same
 * WRITING option, is refused.
 */
export function addLine(lines: SelectedLine[], draft: LineDraft): LinesResult {
  const key = lineKeyOf(draft);
  if (lines.some((line) => line.key === key)) return { lines, refused: mallMessages.alreadySelected };
  return {
    lines: [...lines, { ...draft, key, quantity: mallLimits.minQuantity } as SelectedLine],
    refused: null,
  };
}

/** Sets a line's count, kept within 1 (spec §5) and the line's stock (the server checks it again). */
export function setLineQuantity(lines: SelectedLine[], key: string, quantity: number): SelectedLine[] {
  return lines.map((line) =>
    line.key === key ? { ...line, quantity: boundQuantity(quantity, quantityLimit(line.stock)) } : line,
  );
}

export function removeLine(lines: SelectedLine[], key: string): SelectedLine[] {
  return lines.filter((line) => line.key !== key);
}

export function lineTotal(line: SelectedLine): number {
  return line.unitPrice * line.quantity;
}

export function linesTotal(lines: readonly SelectedLine[]): number {
  return lines.reduce((sum, line) => sum + lineTotal(line), 0);
}

/**
 * Why the lines cannot go to the cart yet (spec §5), or null: nothing chosen → "옵션을 선택해 주세요.";
 * required options exist but none of them has a line → "필수 옵션을 하나 이상 선택해 주세요.".
 * A TREE line stands for every TREE option (its levels are one choice) and was refused without a
 * required text when it was chosen (see `missingWriting`).
 */
export function cartProblem(lines: readonly SelectedLine[], options: readonly ItemOption[]): string | null {
  if (lines.length === 0) return mallMessages.selectOptions;
  if (options.some((option) => option.optionType === 'TREE')) return null;
  const required = options.filter((option) => option.required);
  if (required.length === 0) return null;
  const covered = required.some((option) => lines.some((line) => line.optionId === option.optionId));
  return covered ? null : mallMessages.selectRequiredOption;
}

/** The required WRITING option a TREE line is about to be chosen without, as "…를 입력해 주세요.", or null. */
export function missingWriting(
  options: readonly ItemOption[],
  writings: readonly Pick<LineWriting, 'optionId'>[],
): string | null {
  const missing = options.find(
    (option) =>
      option.optionType === 'WRITING' &&
      option.required &&
      !writings.some((writing) => writing.optionId === option.optionId),
  );
  return missing ? mallMessages.enterWriting(missing.optionName) : null;
}
