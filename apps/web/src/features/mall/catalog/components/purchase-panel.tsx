import { type ItemDetail, mallLimits, mallMessages } from '@edu/shared';
import { useId, useState } from 'react';
import { useDialog } from '@/components/ui/dialog-provider';
import { CartIcon } from '@/components/ui/icons';
import { formatWon } from '@/lib/format-won';
import { useSelectedLines } from '../hooks/use-selected-lines';
import { licensePrice } from '../lib/license-price';
import { cartProblem, linesTotal } from '../lib/selected-lines';
import { LicenseSelector } from './license-selector';
import { QuantityStepper } from './quantity-stepper';
import { SelectedLineList } from './selected-line-list';
import { TreeOptionSelects } from './tree-option-selects';
import { WritingOptionInput } from './writing-option-input';

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
  return <PurchaseFooter total={item.sellingPrice} free={item.isFree} onAdd={(tell) => tell(null)} />;
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
  const levels = item.optionList
    .filter((option) => option.optionType === 'TREE')
    .sort((a, b) => a.depth - b.depth);
  const writings = item.optionList.filter((option) => option.optionType === 'WRITING');
  return (
    <div className="space-y-5">
      {levels.length > 0 && (
        <TreeOptionSelects
          itemId={item.itemId}
          levels={levels}
          onComplete={(pathNames, combination) =>
            add({
              kind: 'TREE',
              optionId: combination.optionId,
              combinationId: combination.combinationId,
              pathNames,
              unitPrice: item.sellingPrice + combination.price,
            })
          }
        />
      )}
      {writings.map((option) => (
        <WritingOptionInput
          key={option.optionId}
          option={option}
          onAdd={(message) =>
            add({
              kind: 'WRITING',
              optionId: option.optionId,
              optionName: option.optionName,
              message,
              unitPrice: item.sellingPrice + (option.optionNodeList[0]?.price ?? 0),
            })
          }
        />
      ))}
      <SelectedLineList lines={lines} onStep={change} onRemove={remove} />
      <PurchaseFooter
        total={linesTotal(lines)}
        free={item.isFree}
        onAdd={(tell) => tell(cartProblem(lines, item.optionList))}
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
    return <PurchaseFooter total={0} free={false} soldOut onAdd={() => undefined} />;
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
      <PurchaseFooter total={item.sellingPrice * quantity} free={item.isFree} onAdd={(tell) => tell(null)} />
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
        onAdd={(tell) => tell(license ? null : '라이선스를 선택해 주세요.')}
      />
    </div>
  );
}

type PurchaseFooterProps = {
  total: number;
  free: boolean;
  soldOut?: boolean;
  /** Checks the choice; `tell(problem)` says the problem, or that the cart is not open yet. */
  onAdd: (tell: (problem: string | null) => void) => void;
};

/** The running total and "장바구니 담기" (the cart arrives with the next issue: it says so plainly). */
function PurchaseFooter({ total, free, soldOut = false, onAdd }: PurchaseFooterProps) {
  const dialog = useDialog();
  const totalId = useId();
  const tell = (problem: string | null) => void dialog.alert(problem ?? mallMessages.cartComingSoon);
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
        onClick={() => onAdd(tell)}
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
