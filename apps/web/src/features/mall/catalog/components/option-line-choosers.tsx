import type { ItemDetail } from '@edu/shared';
import type { LineDraft } from '../lib/selected-lines';
import { TreeOptionSelects } from './tree-option-selects';
import { WritingOptionInput } from './writing-option-input';

/**
 * The choosers of a product's options, level by level for TREE and a text for each WRITING option;
 * each finished choice becomes a line draft priced per unit (the selling price and the option's extra;
 * nothing for a free item). Used by the item page and the cart's option popup.
 */
export function OptionLineChoosers({
  item,
  onAdd,
}: {
  item: ItemDetail;
  onAdd: (draft: LineDraft) => boolean;
}) {
  const levels = item.optionList
    .filter((option) => option.optionType === 'TREE')
    .sort((a, b) => a.depth - b.depth);
  const writings = item.optionList.filter((option) => option.optionType === 'WRITING');
  const unitPrice = (extra: number) => (item.isFree ? 0 : item.sellingPrice + extra);
  return (
    <>
      {levels.length > 0 && (
        <TreeOptionSelects
          itemId={item.itemId}
          levels={levels}
          onComplete={(pathNames, combination) =>
            onAdd({
              kind: 'TREE',
              optionId: combination.optionId,
              combinationId: combination.combinationId,
              pathNames,
              unitPrice: unitPrice(combination.price),
            })
          }
        />
      )}
      {writings.map((option) => (
        <WritingOptionInput
          key={option.optionId}
          option={option}
          onAdd={(message) =>
            onAdd({
              kind: 'WRITING',
              optionId: option.optionId,
              optionName: option.optionName,
              message,
              unitPrice: unitPrice(option.optionNodeList[0]?.price ?? 0),
            })
          }
        />
      ))}
    </>
  );
}
