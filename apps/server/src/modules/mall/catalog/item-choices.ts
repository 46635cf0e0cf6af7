import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { mallImageLicenses, mallItems, mallOptionCombinations, mallOptions } from './catalog.tables';

/** What a buyer may choose of an item when putting it in the cart, read from the catalogue as it is now. */

/** The item's kind, sales state and own stock (null: not counted), or undefined for no such item. */
export async function itemForCart(db: Db, itemId: number) {
  const [item] = await db
    .select({
      id: mallItems.id,
      title: mallItems.title,
      itemType: mallItems.itemType,
      itemStatus: mallItems.itemStatus,
      productStock: mallItems.productStock,
    })
    .from(mallItems)
    .where(eq(mallItems.id, itemId));
  return item;
}

/** The item's options, TREE levels and WRITING texts, in the order the item page shows them. */
export async function itemOptionsOf(db: Db, itemId: number) {
  return db
    .select({
      id: mallOptions.id,
      name: mallOptions.name,
      optionType: mallOptions.optionType,
      required: mallOptions.required,
    })
    .from(mallOptions)
    .where(eq(mallOptions.itemId, itemId))
    .orderBy(mallOptions.depth, mallOptions.id);
}

/** The licences an image content is sold with (none for other items). */
export async function licenseIdsOf(db: Db, itemId: number): Promise<number[]> {
  const licenses = await db
    .select({ id: mallImageLicenses.id })
    .from(mallImageLicenses)
    .where(eq(mallImageLicenses.itemId, itemId));
  return licenses.map((license) => license.id);
}

/** Those of the given option combinations that belong to the item, with their path and stock left. */
export async function itemCombinations(db: Db, itemId: number, combinationIds: number[]) {
  return db
    .select({
      id: mallOptionCombinations.id,
      path: mallOptionCombinations.path,
      stock: mallOptionCombinations.stock,
    })
    .from(mallOptionCombinations)
    .where(
      and(inArray(mallOptionCombinations.id, combinationIds), eq(mallOptionCombinations.itemId, itemId)),
    );
}
