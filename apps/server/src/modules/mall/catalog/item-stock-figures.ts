import { awaitingPaymentStatuses } from '@edu/shared';
import { sql } from 'drizzle-orm';

const awaiting = sql.join(
  awaitingPaymentStatuses.map((status) => sql`${status}`),
  sql`, `,
);

// Columns are written qualified: drizzle leaves them bare in a one-table select, where a bare "id"
// inside these subqueries would mean the subquery's own row.

/**
 * The stock figures of an item as the administration reads them, as SQL over `mall_items`: units left
 * (its combinations' sum, or its own stock; null when not counted), the smallest one left (what "품절"
 * means for an item with options: one combination sold out), and units held by orders waiting for
 * their payment (given back if they are never paid).
 */
export const itemStockFigures = {
  stock: sql<number | null>`(case when mall_items.item_type = 'PRODUCT' then coalesce(
      (select sum(c.stock)::int from mall_option_combinations c where c.item_id = mall_items.id),
      mall_items.product_stock) end)`,
  lowestStock: sql<number | null>`(case when mall_items.item_type = 'PRODUCT' then coalesce(
      (select min(c.stock)::int from mall_option_combinations c where c.item_id = mall_items.id),
      mall_items.product_stock) end)`,
  held: sql<number>`(select coalesce(sum(oi.quantity), 0)::int from mall_order_items oi
      join mall_orders o on o.id = oi.order_id
      where oi.item_id = mall_items.id and o.stock_held and o.status in (${awaiting}))`,
};

/** Units of each combination held by orders waiting for their payment. */
export const combinationHeld = () =>
  sql<number>`(select coalesce(sum(oo.quantity), 0)::int from mall_order_item_options oo
      join mall_order_items oi on oi.id = oo.order_item_id
      join mall_orders o on o.id = oi.order_id
      where oo.combination_id = mall_option_combinations.id and o.stock_held and o.status in (${awaiting}))`;

/** Units of an item's own stock held by orders waiting for their payment. */
export const productHeld = () =>
  sql<number>`(select coalesce(sum(oi.product_stock_taken), 0)::int from mall_order_items oi
      join mall_orders o on o.id = oi.order_id
      where oi.item_id = mall_items.id and o.stock_held and o.status in (${awaiting}))`;
