import type { CartProduct } from '@edu/shared';
import { groupDigits } from '@edu/shared';
import { Link } from 'react-router';
import { formatWon } from '@/lib/format-won';
import { simpleQuantityOf } from '../lib/cart-edit-request';
import { cartOptionLabel } from '../lib/cart-labels';
import { isOrderable } from '../lib/cart-selection';
import { RowCheckbox } from './row-checkbox';
import { RowPrice } from './row-price';
import { RowThumbnail } from './row-thumbnail';

type CartProductRowProps = {
  product: CartProduct;
  selected: boolean;
  onSelect: (checked: boolean) => void;
  /** Opens the option-edit popup for this row. */
  onEdit: () => void;
  /** Deletes a row that cannot be ticked (sales stopped). */
  onDelete: () => void;
};

const smallButton =
  'rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-100';

/** A product in the goods cart: its option lines (or count), its amount and "옵션/수량 변경". */
export function CartProductRow({ product, selected, onSelect, onEdit, onDelete }: CartProductRowProps) {
  const orderable = isOrderable(product);
  const optionLines = product.cartOptionList.filter((line) => line.type !== null);
  return (
    <li className={`flex gap-3 py-4 ${orderable ? '' : 'opacity-75'}`}>
      {orderable ? (
        <RowCheckbox label={`${product.title} 선택`} checked={selected} onChange={onSelect} />
      ) : (
        <span aria-hidden="true" className="-m-2.5 size-11 shrink-0" />
      )}
      <RowThumbnail itemId={product.itemId} src={product.thumbnailLink} />
      <div className="min-w-0 flex-1 space-y-2">
        <div>
          {product.brandName && <p className="text-xs font-medium text-slate-500">{product.brandName}</p>}
          <Link
            to={`/mall/view/${product.itemId}`}
            className="font-semibold break-all text-slate-900 hover:text-brand-700 hover:underline"
          >
            {product.title}
          </Link>
          {!orderable && (
            <p className="mt-1 text-sm font-semibold text-red-700">
              판매 중지된 상품으로 주문할 수 없습니다.
            </p>
          )}
        </div>
        {!product.hasOptions ? (
          <p className="text-sm text-slate-600">수량 {groupDigits(simpleQuantityOf(product))}개</p>
        ) : optionLines.length > 0 ? (
          <ul aria-label={`${product.title} 옵션`} className="space-y-1 rounded-lg bg-slate-50 p-2.5 text-sm">
            {optionLines.map((line) => (
              <li key={line.cartOptionId} className="flex flex-wrap justify-between gap-x-3">
                <span className="min-w-0 break-all text-slate-700">{cartOptionLabel(line)}</span>
                <span className="shrink-0 text-slate-600 tabular-nums">
                  {groupDigits(line.quantity)}개 · {formatWon(line.price)}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600">선택한 옵션이 없습니다.</p>
        )}
        <div className="flex flex-wrap items-center justify-between gap-2">
          {orderable ? (
            <button type="button" onClick={onEdit} className={smallButton}>
              옵션/수량 변경
              <span className="sr-only">: {product.title}</span>
            </button>
          ) : (
            <button type="button" onClick={onDelete} className={smallButton}>
              삭제
              <span className="sr-only">: {product.title}</span>
            </button>
          )}
          <RowPrice
            purchasePrice={product.purchasePrice}
            regularPrice={product.regularPrice}
            isFree={product.isFree}
          />
        </div>
      </div>
    </li>
  );
}
