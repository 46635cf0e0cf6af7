import { type ItemOption, mallLimits, mallMessages } from '@edu/shared';

/**
 * The option lines chosen on the item page before adding to the cart (spec §5): a TREE line is one full
 * combination, a WRITING line one option's text. Each has its own quantity; the total sums every line.
 */
export type TreeLine = {
  key: string;
  kind: 'TREE';
  optionId: number;
  combinationId: number;
  pathNames: string[];
  unitPrice: number;
  quantity: number;
};
export type WritingLine = {
  key: string;
  kind: 'WRITING';
  optionId: number;
  optionName: string;
  message: string;
  unitPrice: number;
  quantity: number;
};
export type SelectedLine = TreeLine | WritingLine;
export type LineDraft = Omit<TreeLine, 'key' | 'quantity'> | Omit<WritingLine, 'key' | 'quantity'>;

/** A step's outcome: the new lines, or the unchanged lines and the message saying why not. */
export type LinesResult = { lines: SelectedLine[]; refused: string | null };

/** A line can hold at most this many; the cart checks stock. */
export const maxLineQuantity = 999;

/** What the line shows: the path joined with " / ", or "문구: 텍스트" for a writing line. */
export function lineTitle(line: SelectedLine | LineDraft): string {
  return line.kind === 'TREE' ? line.pathNames.join(' / ') : `${line.optionName}: ${line.message}`;
}

function keyOf(draft: LineDraft): string {
  return draft.kind === 'TREE' ? `tree-${draft.combinationId}` : `writing-${draft.optionId}`;
}

/** Adds a line with quantity 1; the same combination, or a second text of the same option, is refused. */
export function addLine(lines: SelectedLine[], draft: LineDraft): LinesResult {
  const key = keyOf(draft);
  if (lines.some((line) => line.key === key)) return { lines, refused: mallMessages.alreadySelected };
  return {
    lines: [...lines, { ...draft, key, quantity: mallLimits.minQuantity } as SelectedLine],
    refused: null,
  };
}

/** Moves a line's quantity by `delta`; never below 1 (spec §5) nor above maxLineQuantity. */
export function changeQuantity(lines: SelectedLine[], key: string, delta: number): LinesResult {
  const line = lines.find((candidate) => candidate.key === key);
  if (!line) return { lines, refused: null };
  const quantity = line.quantity + delta;
  if (quantity < mallLimits.minQuantity) return { lines, refused: mallMessages.quantityMin };
  if (quantity > maxLineQuantity) return { lines, refused: null };
  return {
    lines: lines.map((candidate) => (candidate.key === key ? { ...candidate, quantity } : candidate)),
    refused: null,
  };
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
 * A TREE line stands for every TREE option (its levels are one choice).
 */
export function cartProblem(lines: readonly SelectedLine[], options: readonly ItemOption[]): string | null {
  if (lines.length === 0) return mallMessages.selectOptions;
  const required = options.filter((option) => option.required);
  if (required.length === 0) return null;
  const covered = required.some((option) =>
    option.optionType === 'TREE'
      ? lines.some((line) => line.kind === 'TREE')
      : lines.some((line) => line.kind === 'WRITING' && line.optionId === option.optionId),
  );
  return covered ? null : mallMessages.selectRequiredOption;
}
