import { type CartEditRequest, type ItemDetail, mallLimits, mallMessages } from '@edu/shared';
import { useId, useState } from 'react';
import { useDialog } from '@/components/ui/dialog-provider';
import { CartIcon } from '@/components/ui/icons';
import { useAddToCart } from '@/features/mall/cart/hooks/use-add-to-cart';
import {
  addContentRequest,
  addLinesRequest,
  addProductRequest,
} from '@/features/mall/cart/lib/cart-edit-request';
import { formatWon } from '@/lib/format-won';
import { useSelectedLines } from '../hooks/use-selected-lines';
import { licensePrice } from '../lib/license-price';
import { cartProblem, linesTotal } from '../lib/selected-lines';
import { LicenseSelector } from './license-selector';
import { OptionLineChoosers } from './option-line-choosers';
import { QuantityStepper } from './quantity-stepper';
import { SelectedLineList } from './selected-line-list';

/**
 * The buying controls of the item page: options and their lines, a quantity, or a licence, the running
 * total and "장바구니 담기". A STOP item shows "판매 중지" instead (spec §4).
 */
export function PurchasePanel({ item }: { item: ItemDetail }) {
  if (item.itemStatus === 'STOP') return <SalesStopped />;
  if (item.optionList.length > 0) return <OptionPurchase item={item} />;
  if (item.itemType === 'PRODUCT') return <SimplePurchase item={item} />;
  const licenses = item.contentImage?.imageLicenseList ?? [];
  if (licenses.length > 0) return <LicensePurchase item={item} licenses={licenses} />;
  return (
    <PurchaseFooter
      total={item.sellingPrice}
      free={item.isFree}
      prepare={() => addContentRequest(item.itemId)}
    />
  );
}

function SalesStopped() {
  return (
    <div className="rounded-2xl border border-slate-300 bg-slate-50 px-5 py-6 text-center">
      <p className="text-xl font-black text-slate-700">{mallMessages.salesStopped}</p>
      <p className="mt-1 text-sm text-slate-600">{mallMessages.salesStoppedNotice}</p>
    </div>
  );
}

/** A product with TREE and/or WRITING options: every choice becomes a line with its own quantity. */
function OptionPurchase({ item }: { item: ItemDetail }) {
  const { lines, add, change, remove } = useSelectedLines();
  return (
    <div className="space-y-5">
      <OptionLineChoosers item={item} onAdd={add} />
      <SelectedLineList lines={lines} onStep={change} onRemove={remove} />
      <PurchaseFooter
        total={linesTotal(lines)}
        free={item.isFree}
        prepare={() => cartProblem(lines, item.optionList) ?? addLinesRequest(item.itemId, lines)}
      />
    </div>
  );
}

/** A product without options: one quantity, up to the stock; "품절" when none is left. */
function SimplePurchase({ item }: { item: ItemDetail }) {
  const dialog = useDialog();
  const [quantity, setQuantity] = useState<number>(mallLimits.minQuantity);
  const stock = item.productStock;
  if (stock !== null && stock <= 0) {
    return <PurchaseFooter total={0} free={false} soldOut prepare={() => mallMessages.soldOut} />;
  }
  const step = (delta: -1 | 1) => {
    const next = quantity + delta;
    if (next < mallLimits.minQuantity) void dialog.alert(mallMessages.quantityMin);
    else if (stock === null || next <= stock) setQuantity(next);
  };
  return (
    <div className="space-y-5">
      <div className="flex items-center justify-between gap-3 rounded-xl bg-slate-50 p-3 sm:p-4">
        <div>
          <p className="text-sm font-semibold text-slate-800">수량</p>
          {stock !== null && <p className="text-xs text-slate-500">재고 {stock.toLocaleString('ko-KR')}개</p>}
        </div>
        <QuantityStepper label={item.title} quantity={quantity} onStep={step} max={stock ?? undefined} />
      </div>
      <PurchaseFooter
        total={item.sellingPrice * quantity}
        free={item.isFree}
        prepare={() => addProductRequest(item.itemId, quantity)}
      />
    </div>
  );
}

type License = NonNullable<ItemDetail['contentImage']>['imageLicenseList'][number];

/** An image content: the licence chosen sets the price. */
function LicensePurchase({ item, licenses }: { item: ItemDetail; licenses: readonly License[] }) {
  const [licenseId, setLicenseId] = useState<number | null>(licenses[0]?.contentImageLicenseId ?? null);
  const license = licenses.find((candidate) => candidate.contentImageLicenseId === licenseId) ?? null;
  return (
    <div className="space-y-5">
      <LicenseSelector licenses={licenses} value={licenseId} onChange={setLicenseId} />
      <PurchaseFooter
        total={license ? licensePrice(item, license) : 0}
        free={item.isFree}
        prepare={() =>
          license
            ? addContentRequest(item.itemId, license.contentImageLicenseId)
            : '라이선스를 선택해 주세요.'
        }
      />
    </div>
  );
}

type PurchaseFooterProps = {
  total: number;
  free: boolean;
  soldOut?: boolean;
  /** Checks the choice: the cart edit to send (ADD), or the problem to say instead (spec §5). */
  prepare: () => CartEditRequest | string;
};

/** The running total and "장바구니 담기": the choice goes to the member's cart, which then opens. */
function PurchaseFooter({ total, free, soldOut = false, prepare }: PurchaseFooterProps) {
  const cart = useAddToCart();
  const totalId = useId();
  return (
    <div className="space-y-4">
      {!soldOut && (
        <div className="flex items-baseline justify-between gap-3 border-t border-slate-200 pt-4">
          <span id={totalId} className="text-sm font-semibold text-slate-700">
            총 상품금액
          </span>
          <output
            aria-labelledby={totalId}
            aria-live="polite"
            className="text-2xl font-black text-slate-900 tabular-nums"
          >
            {free && total === 0 ? '무료' : formatWon(total)}
          </output>
        </div>
      )}
      <button
        type="button"
        disabled={soldOut}
        aria-busy={cart.isPending || undefined}
        onClick={() => void cart.add(prepare())}
        className="flex w-full items-center justify-center gap-2 rounded-xl bg-brand-600 px-5 py-3.5 text-base font-bold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-slate-300"
      >
        {soldOut ? (
          mallMessages.soldOut
        ) : (
          <>
            <CartIcon className="size-5" />
            장바구니 담기
          </>
        )}
      </button>
    </div>
  );
}
