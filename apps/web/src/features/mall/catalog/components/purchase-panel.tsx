import {
  boundQuantity,
  type CartEditRequest,
  groupDigits,
  type ItemDetail,
  mallLimits,
  mallMessages,
  quantityLimit,
} from '@edu/shared';
import { useId, useState } from 'react';
import { CartIcon } from '@/components/ui/icons';
import { useAddToCart } from '@/features/mall/cart/hooks/use-add-to-cart';
import {
  addContentRequest,
  addLinesRequest,
  addProductRequest,
} from '@/features/mall/cart/lib/cart-edit-request';
import { formatWon } from '@/lib/format-won';
import { useSavedChoice } from '../hooks/use-saved-choice';
import { useSelectedLines } from '../hooks/use-selected-lines';
import { licensePrice } from '../lib/license-price';
import { restoredLines, type SavedChoice } from '../lib/saved-choice';
import { cartProblem, linesTotal } from '../lib/selected-lines';
import { LicenseSelector } from './license-selector';
import { OptionLineChoosers } from './option-line-choosers';
import { QuantityStepper } from './quantity-stepper';
import { SelectedLineList } from './selected-line-list';

/**
 * The buying controls of the item page: options and their lines, a quantity, or a licence, the running
 * total, "장바구니 담기" and "바로구매". A STOP item shows "판매 중지" instead (spec §4). A choice made
 * before a trip to /login comes back with the visitor.
 */
export function PurchasePanel({ item }: { item: ItemDetail }) {
  const saved = useSavedChoice(item.itemId);
  if (item.itemStatus === 'STOP') return <SalesStopped />;
  if (item.optionList.length > 0) return <OptionPurchase item={item} saved={saved} />;
  if (item.itemType === 'PRODUCT') return <SimplePurchase item={item} saved={saved} />;
  const licenses = item.contentImage?.imageLicenseList ?? [];
  if (licenses.length > 0) return <LicensePurchase item={item} licenses={licenses} saved={saved} />;
  return (
    <PurchaseFooter
      itemId={item.itemId}
      total={item.sellingPrice}
      free={item.isFree}
      prepare={() => addContentRequest(item.itemId)}
      choice={{}}
    />
  );
}

type PurchaseProps = { item: ItemDetail; saved: SavedChoice | null };

function SalesStopped() {
  return (
    <div className="rounded-2xl border border-slate-300 bg-slate-50 px-5 py-6 text-center">
      <p className="text-xl font-black text-slate-700">{mallMessages.salesStopped}</p>
      <p className="mt-1 text-sm text-slate-600">{mallMessages.salesStoppedNotice}</p>
    </div>
  );
}

/** A product with TREE and/or WRITING options: every choice becomes a line with its own quantity. */
function OptionPurchase({ item, saved }: PurchaseProps) {
  const { lines, add, change, remove } = useSelectedLines(restoredLines(saved, item.optionList));
  return (
    <div className="space-y-5">
      <OptionLineChoosers item={item} onAdd={add} />
      <SelectedLineList lines={lines} onChange={change} onRemove={remove} />
      <PurchaseFooter
        itemId={item.itemId}
        total={linesTotal(lines)}
        free={item.isFree}
        prepare={() => cartProblem(lines, item.optionList) ?? addLinesRequest(item.itemId, lines)}
        choice={{ lines }}
      />
    </div>
  );
}

/** A product without options: one quantity, typed or stepped up to the stock; "품절" when none is left. */
function SimplePurchase({ item, saved }: PurchaseProps) {
  const stock = item.productStock;
  const limit = quantityLimit(stock);
  const [quantity, setQuantity] = useState(() =>
    boundQuantity(saved?.quantity ?? mallLimits.minQuantity, limit),
  );
  if (stock !== null && stock <= 0) {
    return (
      <PurchaseFooter
        itemId={item.itemId}
        total={0}
        free={false}
        soldOut
        prepare={() => mallMessages.soldOut}
        choice={{}}
      />
    );
  }
  return (
    <div className="space-y-5">
      <div className="flex items-start justify-between gap-3 rounded-xl bg-slate-50 p-3 sm:p-4">
        <div className="pt-1">
          <p className="text-sm font-semibold text-slate-800">수량</p>
          {stock !== null && <p className="text-xs text-slate-500">재고 {groupDigits(stock)}개</p>}
        </div>
        <QuantityStepper
          label={item.title}
          quantity={quantity}
          onChange={(next) => setQuantity(boundQuantity(next, limit))}
          limit={limit}
        />
      </div>
      <PurchaseFooter
        itemId={item.itemId}
        total={item.sellingPrice * quantity}
        free={item.isFree}
        prepare={() => addProductRequest(item.itemId, quantity)}
        choice={{ quantity }}
      />
    </div>
  );
}

type License = NonNullable<ItemDetail['contentImage']>['imageLicenseList'][number];

/** An image content: the licence chosen sets the price. */
function LicensePurchase({ item, licenses, saved }: PurchaseProps & { licenses: readonly License[] }) {
  const [licenseId, setLicenseId] = useState<number | null>(
    () =>
      licenses.find((license) => license.contentImageLicenseId === saved?.licenseId)?.contentImageLicenseId ??
      licenses[0]?.contentImageLicenseId ??
      null,
  );
  const license = licenses.find((candidate) => candidate.contentImageLicenseId === licenseId) ?? null;
  return (
    <div className="space-y-5">
      <LicenseSelector licenses={licenses} value={licenseId} onChange={setLicenseId} />
      <PurchaseFooter
        itemId={item.itemId}
        total={license ? licensePrice(item, license) : 0}
        free={item.isFree}
        prepare={() =>
          license
            ? addContentRequest(item.itemId, license.contentImageLicenseId)
            : '라이선스를 선택해 주세요.'
        }
        choice={licenseId === null ? {} : { licenseId }}
      />
    </div>
  );
}

type PurchaseFooterProps = {
  itemId: number;
  total: number;
  free: boolean;
  soldOut?: boolean;
  /** Checks the choice: the cart edit to send (ADD), or the problem to say instead (spec §5). */
  prepare: () => CartEditRequest | string;
  /** What was chosen, kept for the return when a visitor is sent to log in. */
  choice: SavedChoice;
};

const buttonClass =
  'flex w-full items-center justify-center gap-2 rounded-xl px-4 py-3.5 text-base font-bold disabled:cursor-not-allowed';

/**
 * The running total, "장바구니 담기" (then the cart or more shopping) and "바로구매" (straight to the order
 * form with this item alone).
 */
function PurchaseFooter({ itemId, total, free, soldOut = false, prepare, choice }: PurchaseFooterProps) {
  const cart = useAddToCart(itemId);
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
      {soldOut ? (
        <button type="button" disabled className={`${buttonClass} bg-slate-300 text-white`}>
          {mallMessages.soldOut}
        </button>
      ) : (
        <div className="grid grid-cols-2 gap-2">
          <button
            type="button"
            aria-busy={cart.isPending || undefined}
            onClick={() => void cart.add(prepare(), choice)}
            className={`${buttonClass} border border-brand-600 bg-white text-brand-700 hover:bg-brand-50`}
          >
            <CartIcon className="size-5" />
            장바구니 담기
          </button>
          <button
            type="button"
            aria-busy={cart.isPending || undefined}
            onClick={() => void cart.buyNow(prepare(), choice)}
            className={`${buttonClass} bg-brand-600 text-white hover:bg-brand-700`}
          >
            바로구매
          </button>
        </div>
      )}
    </div>
  );
}
