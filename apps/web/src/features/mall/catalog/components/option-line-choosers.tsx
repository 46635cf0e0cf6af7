import type { ItemDetail } from '@edu/shared';
import { useState } from 'react';
import { useDialog } from '@/components/ui/dialog-provider';
import { type LineDraft, type LineWriting, missingWriting } from '../lib/selected-lines';
import { EngravingFields } from './engraving-fields';
import { TreeOptionSelects } from './tree-option-selects';
import { WritingOptionInput } from './writing-option-input';

/**
 * The choosers of a product's options, level by level for TREE and a text for each WRITING option;
 * each finished choice becomes a line draft priced per unit (the selling price and the extras; nothing
 * for a free item). With a TREE, the WRITING texts are typed first and go on the path chosen next; without
 * one, each text is a line of its own. Used by the item page and the cart's option popup.
 */
export function OptionLineChoosers({
  item,
  onAdd,
}: {
  item: ItemDetail;
  onAdd: (draft: LineDraft) => boolean;
}) {
  const dialog = useDialog();
  const [texts, setTexts] = useState<Record<number, string>>({});
  const levels = item.optionList
    .filter((option) => option.optionType === 'TREE')
    .sort((a, b) => a.depth - b.depth);
  const writings = item.optionList.filter((option) => option.optionType === 'WRITING');
  const unitPrice = (extra: number) => (item.isFree ? 0 : item.sellingPrice + extra);

  if (levels.length === 0)
    return (
      <>
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
                unitPrice: unitPrice(option.extraPrice),
                // Writing lines share the item's own stock (the server counts them together).
                stock: item.productStock,
              })
            }
          />
        ))}
      </>
    );

  const typedWritings = (): LineWriting[] =>
    writings.flatMap((option) => {
      const message = (texts[option.optionId] ?? '').trim();
      return message
        ? [
            {
              optionId: option.optionId,
              optionName: option.optionName,
              message,
              extraPrice: option.extraPrice,
            },
          ]
        : [];
    });
  return (
    <>
      {writings.length > 0 && (
        <EngravingFields
          options={writings}
          texts={texts}
          onChange={(optionId, text) => setTexts((current) => ({ ...current, [optionId]: text }))}
        />
      )}
      <TreeOptionSelects
        itemId={item.itemId}
        levels={levels}
        onComplete={(pathNames, combination) => {
          const lineWritings = typedWritings();
          const missing = missingWriting(item.optionList, lineWritings);
          if (missing) {
            void dialog.alert(missing);
            return false;
          }
          const extras = lineWritings.reduce((sum, writing) => sum + writing.extraPrice, 0);
          return onAdd({
            kind: 'TREE',
            optionId: combination.optionId,
            combinationId: combination.combinationId,
            pathNames,
            writings: lineWritings,
            unitPrice: unitPrice(combination.price + extras),
            stock: combination.stock,
          });
        }}
      />
    </>
  );
}
