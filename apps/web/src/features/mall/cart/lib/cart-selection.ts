import type { CartList } from '@edu/shared';

/** A row that can be chosen and ordered: anything but a sales-stopped (STOP) item. */
export function isOrderable(row: { itemStatus: string }): boolean {
  return row.itemStatus !== 'STOP';
}

/** The cart's orderable rows in the order the page lists them: goods by warehouse, then contents. */
export function orderableCartIds(cart: CartList): number[] {
  const goods = cart.productInfo.warehouses.flatMap((warehouse) => warehouse.products);
  return [...goods, ...cart.contentInfo.contents].filter(isOrderable).map((row) => row.cartId);
}

/**
 * The rows chosen: every orderable row unless it was unticked. Kept as "unticked" rather than "ticked"
 * so a row that appears later starts chosen and a deleted one simply drops out.
 */
export function selectedCartIds(orderable: readonly number[], unticked: ReadonlySet<number>): number[] {
  return orderable.filter((cartId) => !unticked.has(cartId));
}

/** The order form's address for the chosen rows: /order?cartIdSet=1,2,3. */
export function orderPath(cartIds: readonly number[]): string {
  return `/order?cartIdSet=${cartIds.join(',')}`;
}
