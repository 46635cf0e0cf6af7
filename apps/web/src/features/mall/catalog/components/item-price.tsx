import { formatWon } from '@/lib/format-won';
import { priceView } from '../lib/money';

type ItemPriceProps = {
  item: { regularPrice: number; sellingPrice: number; discountRate: number; isFree?: boolean };
  size?: 'card' | 'page';
};

/** "무료", or the selling price with the discount rate and the regular price struck through. */
export function ItemPrice({ item, size = 'card' }: ItemPriceProps) {
  const view = priceView(item);
  const large = size === 'page';
  if (view.free) {
    return (
      <p className={large ? 'text-2xl font-black text-emerald-700' : 'text-sm font-bold text-emerald-700'}>
        무료
      </p>
    );
  }
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 ${large ? 'gap-y-1' : ''}`}>
      {view.discountRate !== null && (
        <span className={`font-bold text-rose-600 ${large ? 'text-2xl' : 'text-sm'}`}>
          <span className="sr-only">할인율 </span>
          {view.discountRate}%
        </span>
      )}
      <span className={`font-bold text-slate-900 ${large ? 'text-2xl font-black' : 'text-sm sm:text-base'}`}>
        <span className="sr-only">판매가 </span>
        {formatWon(view.selling)}
      </span>
      {view.regular !== null && (
        <del className={`text-slate-500 ${large ? 'text-base' : 'text-xs'}`}>
          <span className="sr-only">정가 </span>
          {formatWon(view.regular)}
        </del>
      )}
    </p>
  );
}
