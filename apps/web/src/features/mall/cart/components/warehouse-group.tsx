import type { CartProduct, CartWarehouse, WarehouseTotals } from '@edu/shared';
import { useId } from 'react';
import { formatWon } from '@/lib/format-won';
import { deliveryRuleText, warehouseLabel } from '../lib/cart-labels';
import { CartProductRow } from './cart-product-row';

type WarehouseGroupProps = {
  warehouse: CartWarehouse;
  /** This warehouse's share of the live totals (the ticked goods only). */
  totals: WarehouseTotals | undefined;
  isSelected: (cartId: number) => boolean;
  onSelect: (cartId: number, checked: boolean) => void;
  onEdit: (product: CartProduct) => void;
  onDelete: (product: CartProduct) => void;
};

/**
 * The goods shipped from one warehouse, headed by its name, delivery company and free-delivery rule, with
 * the amount and delivery fee of the ticked goods (spec §9).
 */
export function WarehouseGroup({
  warehouse,
  totals,
  isSelected,
  onSelect,
  onEdit,
  onDelete,
}: WarehouseGroupProps) {
  const headingId = useId();
  const anySelected = warehouse.products.some((product) => isSelected(product.cartId));
  const fee = totals?.productOrderDeliveryFee ?? 0;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white">
      <header className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 border-b border-slate-200 px-4 py-3">
        <h3 id={headingId} className="font-bold text-slate-900">
          {warehouseLabel(warehouse.name)}
        </h3>
        <p className="text-sm text-slate-600">
          {[warehouse.deliveryCompany, deliveryRuleText(warehouse)].filter(Boolean).join(' · ')}
        </p>
      </header>
      <ul className="divide-y divide-slate-200 px-4">
        {warehouse.products.map((product) => (
          <CartProductRow
            key={product.cartId}
            product={product}
            selected={isSelected(product.cartId)}
            onSelect={(checked) => onSelect(product.cartId, checked)}
            onEdit={() => onEdit(product)}
            onDelete={() => onDelete(product)}
          />
        ))}
      </ul>
      <dl className="flex flex-wrap justify-end gap-x-6 gap-y-1 rounded-b-2xl border-t border-slate-200 bg-slate-50 px-4 py-3 text-sm">
        <div className="flex gap-2">
          <dt className="text-slate-600">상품금액</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">
            {formatWon(totals?.productOrderPurchasePrice ?? 0)}
          </dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-slate-600">배송비</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">
            {anySelected && fee === 0 ? '무료' : formatWon(fee)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
