import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { mallCategories, mallItems } from './catalog.tables';

/**
 * Each item with the top category it counts under (its category's parent, or its category when that is a
 * top one), as a subquery: the mall dashboard sums its order lines by it in one statement.
 */
export function itemTopCategories(db: Db) {
  return db
    .select({
      itemId: mallItems.id,
      categoryId: sql<number>`coalesce(${mallCategories.parentId}, ${mallCategories.id})`.as(
        'top_category_id',
      ),
    })
    .from(mallItems)
    .innerJoin(mallCategories, eq(mallCategories.id, mallItems.categoryId))
    .as('item_top_categories');
}

/** Every category's name, by category id. */
export async function categoryNames(db: Db): Promise<Map<number, string>> {
  const rows = await db.select({ id: mallCategories.id, name: mallCategories.name }).from(mallCategories);
  return new Map(rows.map((row) => [row.id, row.name]));
}
