import { orderMessages } from '@edu/shared';
import { useItem } from '../../catalog/api/get-item';
import { useCartItemOptions } from '../api/get-cart-item-options';
import { useLoadFailure } from '../hooks/use-load-failure';
import { OptionLinesEditor } from './option-lines-editor';
import { QuantityEditor } from './quantity-editor';

type CartOptionEditorProps = {
  cartId: number;
  itemId: number;
  onClose: () => void;
};

/**
 * The body of the option-edit popup (spec §2, a modal, not a route): the row's lines from the cart and
 * the item's options from the catalogue; a failure to read either says so and reloads (spec §8).
 */
export function CartOptionEditor({ cartId, itemId, onClose }: CartOptionEditorProps) {
  const cartLines = useCartItemOptions(cartId);
  const item = useItem(itemId);
  useLoadFailure(cartLines.error ?? item.error, orderMessages.optionLoadFailed);

  if (!cartLines.data || !item.data) {
    return (
      <div role="status" className="flex items-center justify-center gap-3 py-12">
        <span
          aria-hidden="true"
          className="size-7 animate-spin rounded-full border-4 border-slate-200 border-t-brand-600"
        />
        <span className="sr-only">옵션을 불러오는 중…</span>
      </div>
    );
  }
  const Editor = item.data.optionList.length > 0 ? OptionLinesEditor : QuantityEditor;
  return (
    <div className="space-y-4">
      <p className="font-semibold break-all text-slate-800">{cartLines.data.title}</p>
      <Editor item={item.data} cartLines={cartLines.data} onClose={onClose} />
    </div>
  );
}
