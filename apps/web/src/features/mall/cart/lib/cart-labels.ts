import type { CartOption } from '@edu/shared';
import { formatWon } from '../../../../lib/format-won';
import { writingFallbackName } from './cart-edit-request';

/** The shipping origin's name; the spec's default label when the warehouse has none. */
export function warehouseLabel(name: string): string {
  return name.trim() || '배송지';
}

/** "50,000원 초과 구매 시 무료배송, 이하 3,000원" (free above the threshold, the fee otherwise). */
export function deliveryRuleText(warehouse: { deliveryFee: number; deliveryFreeOption: number }): string {
  if (warehouse.deliveryFee <= 0) return '무료배송';
  // The shared rule: free once the selected goods cost MORE than the threshold (so 0 = free for any purchase).
  if (warehouse.deliveryFreeOption <= 0) return '무료배송';
  return `${formatWon(warehouse.deliveryFreeOption)} 초과 구매 시 무료배송, 이하 ${formatWon(warehouse.deliveryFee)}`;
}

/**
 * A cart line as the row shows it: the TREE path with its texts "유아부 / 1학기 / 교사용 · 이름 새김 문구:
 * 사랑반 김하나", or "문구: 사랑반 김하나".
 */
export function cartOptionLabel(
  line: Pick<CartOption, 'type' | 'optionPathNames' | 'optionMessage' | 'writingList'>,
): string {
  if (line.type === 'WRITING') {
    return `${line.optionPathNames[0] ?? writingFallbackName}: ${line.optionMessage ?? ''}`;
  }
  const texts = line.writingList.map((writing) => ` · ${writing.optionName}: ${writing.optionMessage}`);
  return `${line.optionPathNames.join(' / ')}${texts.join('')}`;
}
