import {
  boundQuantity,
  type CartItemOptions,
  cartEditMessages,
  groupDigits,
  type ItemDetail,
  quantityLimit,
} from '@edu/shared';
import { useState } from 'react';
import { useDialog } from '@/components/ui/dialog-provider';
import { QuantityStepper } from '../../catalog/components/quantity-stepper';
import { useCartChange } from '../hooks/use-cart-change';
import { editQuantityRequest, simpleQuantityOf } from '../lib/cart-edit-request';
import { EditorFooter } from './editor-footer';

type QuantityEditorProps = {
  item: ItemDetail;
  cartLines: CartItemOptions;
  onClose: () => void;
};

/** A product without options in the popup: only its count, typed or stepped, never below 1 nor above the stock. */
export function QuantityEditor({ item, cartLines, onClose }: QuantityEditorProps) {
  const dialog = useDialog();
  const limit = quantityLimit(cartLines.stock ?? item.productStock);
  const [quantity, setQuantity] = useState(() => simpleQuantityOf(cartLines));
  const cartChange = useCartChange('popup');
  const unitPrice = item.isFree ? 0 : cartLines.sellingPrice;

  const save = async () => {
    const result = await cartChange.send(editQuantityRequest(item.itemId, quantity));
    if (result) {
      await dialog.alert(cartEditMessages[result.outcome]);
      onClose();
    }
  };

  return (
    <div className="space-y-5">
      <div className="flex items-center justify-between gap-3 rounded-xl bg-slate-50 p-3 sm:p-4">
        <div>
          <p className="text-sm font-semibold text-slate-800">수량</p>
          {item.productStock !== null && (
            <p className="text-xs text-slate-500">재고 {groupDigits(item.productStock)}개</p>
          )}
        </div>
        <QuantityStepper
          label={cartLines.title}
          quantity={quantity}
          onChange={(next) => setQuantity(boundQuantity(next, limit))}
          limit={limit}
        />
      </div>
      <EditorFooter
        total={unitPrice * quantity}
        free={item.isFree}
        saving={cartChange.isPending}
        onSave={() => void save()}
        onClose={onClose}
      />
    </div>
  );
}
