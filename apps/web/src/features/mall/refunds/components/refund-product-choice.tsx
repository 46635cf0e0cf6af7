import type { RefundType } from '@edu/shared';
import { deliveryStatusText, optionLineText } from '@/features/mall/orders/lib/order-labels';
import {
  type ChosenLine,
  choosesByOption,
  chosenWhole,
  productProblem,
  type RefundableProduct,
  type RefundDraft,
  unitsLeft,
  withOptionUnits,
} from '../lib/refund-draft';

type Chosen = RefundDraft['products'];

type RefundProductChoiceProps = {
  products: RefundableProduct[];
  refundType: RefundType | null;
  /** 전체 신청 is checked: every line is asked for whole and nothing is chosen here. */
  refundAll: boolean;
  chosen: Chosen;
  onChange: (chosen: Chosen) => void;
};

/**
 * The order's goods to choose from: each line with its delivery state and, once chosen, how many of
 * the units left to ask for (the whole rest at first) — of each option line when it has several. A
 * line the chosen type does not fit (취소 of shipped goods, 반품 of goods still prepared) or with
 * nothing left is shown but cannot be chosen.
 */
export function RefundProductChoice({
  products,
  refundType,
  refundAll,
  chosen,
  onChange,
}: RefundProductChoiceProps) {
  const chosenOf = (orderItemId: number) => chosen.find((line) => line.orderItemId === orderItemId);
  const toggle = (product: RefundableProduct, checked: boolean) =>
    onChange(
      checked
        ? [...chosen, chosenWhole(product)]
        : chosen.filter((line) => line.orderItemId !== product.orderItemId),
    );
  const replace = (changed: ChosenLine) =>
    onChange(chosen.map((line) => (line.orderItemId === changed.orderItemId ? changed : line)));

  return (
    <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
      {products.map((product) => {
        const options = product.optionList.map(optionLineText).filter(Boolean).join(', ');
        const problem = productProblem(product, refundType);
        const line = chosenOf(product.orderItemId);
        const units = line?.units;
        const left = unitsLeft(product);
        return (
          <li key={product.orderItemId} className="space-y-2 px-3 py-2.5 text-sm">
            <label className="flex cursor-pointer items-start gap-3 has-[:disabled]:cursor-default has-[:disabled]:text-slate-500">
              <input
                type="checkbox"
                name="refundProduct"
                value={product.orderItemId}
                checked={(refundAll && left > 0) || units !== undefined}
                disabled={refundAll || problem !== null}
                onChange={(event) => toggle(product, event.target.checked)}
                className="mt-0.5 size-4 shrink-0 accent-brand-600"
              />
              <span className="min-w-0 break-words">
                {product.orderItemTitle}
                <span className="text-slate-500">
                  {options && ` (${options})`} · {product.quantity}개 ·{' '}
                  {deliveryStatusText(product.deliveryStatus)}
                </span>
              </span>
            </label>
            {problem && <p className="pl-7 text-xs text-slate-600">{problem}</p>}
            {line && !refundAll && !choosesByOption(product) && (
              <UnitsSelect
                label={`${product.orderItemTitle} 신청 수량`}
                title="신청 수량"
                units={line.units}
                left={left}
                min={1}
                onChange={(next) => replace({ ...line, units: next })}
              />
            )}
            {line && !refundAll && choosesByOption(product) && (
              <ul aria-label={`${product.orderItemTitle} 옵션별 신청 수량`} className="space-y-1.5">
                {product.optionList.map((option) => {
                  const name = optionLineText(option);
                  return (
                    <li key={option.orderItemOptionId}>
                      <UnitsSelect
                        label={`${name} 신청 수량`}
                        title={name}
                        units={
                          line.options?.find((share) => share.orderItemOptionId === option.orderItemOptionId)
                            ?.units ?? 0
                        }
                        left={unitsLeft(option)}
                        min={0}
                        onChange={(next) => replace(withOptionUnits(line, option.orderItemOptionId, next))}
                      />
                    </li>
                  );
                })}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}

type UnitsSelectProps = {
  label: string;
  title: string;
  units: number;
  left: number;
  /** 1 for a line; 0 for an option line, which may be left out of the request. */
  min: 0 | 1;
  onChange: (units: number) => void;
};

/** How many of the units left to ask for. */
function UnitsSelect({ label, title, units, left, min, onChange }: UnitsSelectProps) {
  return (
    <label className="flex flex-wrap items-center gap-2 pl-7 text-slate-700">
      <span className="min-w-0 break-words">{title}</span>
      <select
        name="refundUnits"
        value={units}
        onChange={(event) => onChange(Number(event.target.value))}
        aria-label={label}
        disabled={left === 0}
        className="rounded-lg border border-slate-300 px-2 py-1.5 focus:border-brand-600 focus:outline-none"
      >
        {Array.from({ length: left - min + 1 }, (_, index) => index + min).map((count) => (
          <option key={count} value={count}>
            {count}개
          </option>
        ))}
      </select>
      <span className="text-xs text-slate-500">(남은 수량 {left}개)</span>
    </label>
  );
}
