import type { CartList } from '@edu/shared';
import { useMemo, useState } from 'react';
import { orderableCartIds, selectedCartIds } from '../lib/cart-selection';

/** The ticked rows of the cart: every orderable row at first (spec §3 isSelected), a select-all besides. */
export function useCartSelection(cart: CartList | undefined) {
  const [unticked, setUnticked] = useState<ReadonlySet<number>>(new Set());
  const orderable = useMemo(() => (cart ? orderableCartIds(cart) : []), [cart]);
  const selected = useMemo(() => selectedCartIds(orderable, unticked), [orderable, unticked]);
  const selectedSet = useMemo(() => new Set(selected), [selected]);

  const toggle = (cartId: number, checked: boolean) =>
    setUnticked((current) => {
      const next = new Set(current);
      if (checked) next.delete(cartId);
      else next.add(cartId);
      return next;
    });

  return {
    /** Cart ids ticked, in the order the page lists them. */
    selected,
    selectedSet,
    orderableCount: orderable.length,
    allSelected: orderable.length > 0 && selected.length === orderable.length,
    toggle,
    toggleAll: (checked: boolean) => setUnticked(checked ? new Set() : new Set(orderable)),
  };
}
