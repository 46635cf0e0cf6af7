import { formatWon } from '@/lib/format-won';

type RowPriceProps = {
  /** Won charged for the whole row. */
  purchasePrice: number;
  /** Won of the whole row at the regular price; struck through when more. */
  regularPrice: number;
  isFree: boolean;
};

/** A row's amount: "무료", or what it costs with the regular price struck through when discounted. */
export function RowPrice({ purchasePrice, regularPrice, isFree }: RowPriceProps) {
  if (isFree && purchasePrice === 0) return <p className="font-bold text-emerald-700">무료</p>;
  return (
    <p className="flex flex-wrap items-baseline justify-end gap-x-2">
      {regularPrice > purchasePrice && (
        <del className="text-xs text-slate-500 tabular-nums">
          <span className="sr-only">정가 </span>
          {formatWon(regularPrice)}
        </del>
      )}
      <span className="font-bold text-slate-900 tabular-nums">
        <span className="sr-only">금액 </span>
        {formatWon(purchasePrice)}
      </span>
    </p>
  );
}
