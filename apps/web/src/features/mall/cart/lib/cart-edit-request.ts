import type { CartEditRequest, CartOption, CartOptionLine, ItemOption } from '@edu/shared';
import { lineKeyOf, type SelectedLine } from '../../catalog/lib/selected-lines';

/**
 * The cart edit payloads (mall.md §3 Cart edit payload, §7): what "장바구니 담기" and the option-edit
 * popup send. Prices are never sent; the server prices every line itself.
 */

/** The chosen lines as the cart takes them: a TREE combination with its texts, or a WRITING option's text. */
export function optionLinesOf(lines: readonly SelectedLine[]): CartOptionLine[] {
  return lines.map((line) =>
    line.kind === 'TREE'
      ? {
          optionId: line.optionId,
          combinationId: line.combinationId,
          quantity: line.quantity,
          writingList: line.writings.map((writing) => ({
            optionId: writing.optionId,
            optionMessage: writing.message,
          })),
        }
      : { optionId: line.optionId, optionMessage: line.message, quantity: line.quantity },
  );
}

/** A product with options, from the item page: its lines join those already in the cart. */
export function addLinesRequest(itemId: number, lines: readonly SelectedLine[]): CartEditRequest {
  return { itemId, command: 'ADD', productOptionList: optionLinesOf(lines) };
}

/** A product without options: the count goes as productStock. */
export function addProductRequest(itemId: number, quantity: number): CartEditRequest {
  return { itemId, command: 'ADD', productStock: quantity, productOptionList: [] };
}

/** A content goes in once; an image content with the licence chosen. */
export function addContentRequest(itemId: number, licenseId: number | null = null): CartEditRequest {
  return {
    itemId,
    command: 'ADD',
    quantity: 1,
    ...(licenseId === null ? {} : { licenseId }),
    productOptionList: [],
  };
}

/** The popup's save for a product with options: its lines become exactly these. */
export function editLinesRequest(itemId: number, lines: readonly SelectedLine[]): CartEditRequest {
  return { itemId, command: 'EDIT', productOptionList: optionLinesOf(lines) };
}

/** The popup's save for a product without options: its new count. */
export function editQuantityRequest(itemId: number, quantity: number): CartEditRequest {
  return { itemId, command: 'EDIT', productStock: quantity, productOptionList: [] };
}

/** Takes the item out of the cart. */
export function deleteRequest(itemId: number): CartEditRequest {
  return { itemId, command: 'DELETE', productOptionList: [] };
}

/** What a WRITING line is called when the cart does not name its option. */
export const writingFallbackName = '문구';

/**
 * A cart row's lines as the popup edits them, with the keys the item page uses, so choosing a line
 * already there is refused the same way ("이미 선택한 옵션입니다."). A WRITING line takes its option's
 * name from the item; the quantity line of a product without options is not an option line.
 */
export function selectedLinesOf(
  cartLines: readonly CartOption[],
  itemOptions: readonly ItemOption[],
): SelectedLine[] {
  const lines: SelectedLine[] = [];
  for (const line of cartLines) {
    if (line.optionId === null) continue;
    if (line.type === 'TREE' && line.combinationId !== null) {
      const draft = {
        kind: 'TREE' as const,
        optionId: line.optionId,
        combinationId: line.combinationId,
        pathNames: line.optionPathNames,
        writings: line.writingList.map((writing) => ({
          optionId: writing.optionId,
          optionName: writing.optionName,
          message: writing.optionMessage,
          extraPrice: writing.extraPrice,
        })),
        unitPrice: line.unitPrice,
        stock: line.stock,
      };
      lines.push({ ...draft, key: lineKeyOf(draft), quantity: line.quantity });
    } else if (line.type === 'WRITING') {
      const option = itemOptions.find((candidate) => candidate.optionId === line.optionId);
      const draft = {
        kind: 'WRITING' as const,
        optionId: line.optionId,
        optionName: option?.optionName ?? line.optionPathNames[0] ?? writingFallbackName,
        message: line.optionMessage ?? '',
        unitPrice: line.unitPrice,
        stock: line.stock,
      };
      lines.push({ ...draft, key: lineKeyOf(draft), quantity: line.quantity });
    }
  }
  return lines;
}

/**
 * How many units of a product without options the row holds: productStock, or (should the server
 * send it as a line instead) the quantity of its option-less line; 1 when neither says.
 */
export function simpleQuantityOf(row: {
  productStock: number | null;
  cartOptionList: readonly CartOption[];
}): number {
  if (row.productStock !== null && row.productStock > 0) return row.productStock;
  const line = row.cartOptionList.find((candidate) => candidate.type === null);
  return line?.quantity ?? 1;
}
