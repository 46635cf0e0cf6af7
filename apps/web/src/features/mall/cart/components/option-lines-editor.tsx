import { type CartItemOptions, cartEditMessages, type ItemDetail } from '@edu/shared';
import { useDialog } from '@/components/ui/dialog-provider';
import { OptionLineChoosers } from '../../catalog/components/option-line-choosers';
import { SelectedLineList } from '../../catalog/components/selected-line-list';
import { useSelectedLines } from '../../catalog/hooks/use-selected-lines';
import { cartProblem, linesTotal } from '../../catalog/lib/selected-lines';
import { useCartChange } from '../hooks/use-cart-change';
import { editLinesRequest, selectedLinesOf } from '../lib/cart-edit-request';
import { EditorFooter } from './editor-footer';

type OptionLinesEditorProps = {
  item: ItemDetail;
  cartLines: CartItemOptions;
  onClose: () => void;
};

/**
 * A product with options in the popup: its lines from the cart, editable as on the item page (more
 * combinations or texts, counts, removal), saved together as the row's new lines (EDIT).
 */
export function OptionLinesEditor({ item, cartLines, onClose }: OptionLinesEditorProps) {
  const dialog = useDialog();
  const { lines, add, change, remove } = useSelectedLines(
    selectedLinesOf(cartLines.cartOptionList, item.optionList),
  );
  const cartChange = useCartChange('popup');
  const save = async () => {
    const problem = cartProblem(lines, item.optionList);
    if (problem) {
      await dialog.alert(problem);
      return;
    }
    const result = await cartChange.send(editLinesRequest(item.itemId, lines));
    if (result) {
      await dialog.alert(cartEditMessages[result.outcome]);
      onClose();
    }
  };

  return (
    <div className="space-y-5">
      <OptionLineChoosers item={item} onAdd={add} />
      <SelectedLineList lines={lines} onChange={change} onRemove={remove} />
      <EditorFooter
        total={linesTotal(lines)}
        free={item.isFree}
        saving={cartChange.isPending}
        onSave={() => void save()}
        onClose={onClose}
      />
    </div>
  );
}
