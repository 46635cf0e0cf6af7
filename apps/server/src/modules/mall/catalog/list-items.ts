import { type ItemList, type ItemListParams, mallLimits, mallPageInfo } from '@edu/shared';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { mallBrands, mallCategories, mallItems } from './catalog.tables';
import { type CatalogFilters, exactWordCount, filterConditions } from './catalog-filters';
import { brandJoin, itemCardColumns, toItemCard } from './item-cards';

/** A category and its subcategories: choosing a parent tab lists its children's items too. */
export async function categoryWithChildren(db: Db, categoryId: number): Promise<number[]> {
  const rows = await db
    .select({ id: mallCategories.id })
    .from(mallCategories)
    .where(sql`${mallCategories.id} = ${categoryId} or ${mallCategories.parentId} = ${categoryId}`);
  return rows.length > 0 ? rows.map((row) => row.id) : [categoryId];
}

/** The words of a search box's text (spaces separate words; each must be found). */
export const searchWords = (text: string | undefined) =>
  (text ?? '')
    .split(/\s+/)
    .map((word) => word.trim())
    .filter(Boolean)
    .slice(0, 8);

/** Items whose sales stopped come after every item on sale, whatever the sort: they cannot be bought. */
const onSaleFirst = asc(sql`(${mallItems.itemStatus} = 'STOP')`);

const orderOf = (sort: ItemListParams['sort'], keywords: string[]): SQL[] => {
  const byRelevance = keywords.length > 0 ? [desc(exactWordCount(keywords))] : [];
  switch (sort) {
    case 'priceLow':
      return [onSaleFirst, asc(mallItems.sellingPrice), desc(mallItems.id)];
    case 'priceHigh':
      return [onSaleFirst, desc(mallItems.sellingPrice), desc(mallItems.id)];
    case 'popular':
      return [onSaleFirst, desc(mallItems.salesCount), desc(mallItems.id)];
    default:
      return [onSaleFirst, ...byRelevance, desc(mallItems.createdAt), desc(mallItems.id)];
  }
};

/**
 * A page of the catalogue for the mall home: a category (with its subcategories), a search box's words
 * (each found by substring or close spelling, ranked by similarity under the newest sort), a sort, 15 a
 * page. Items on sale first, then the stopped ones (each says so on its card).
 */
export async function listItems(
  db: Db,
  query: ItemListParams,
  extra: CatalogFilters = {},
): Promise<ItemList> {
  const keywords = [...searchWords(query.searchText), ...(extra.keywords ?? [])];
  const filters: CatalogFilters = {
    ...extra,
    ...(query.categoryId !== undefined && { categoryIds: await categoryWithChildren(db, query.categoryId) }),
    keywords,
  };
  const where = and(...filterConditions(filters));
  // One pass: the page's rows carry the total (a page past the end asks for the total on its own).
  const rows = await db
    .select({ ...itemCardColumns, total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(mallItems)
    .leftJoin(mallBrands, brandJoin)
    .where(where)
    .orderBy(...orderOf(query.sort, keywords))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  const total =
    rows[0]?.total ??
    (query.page > 1 ? ((await db.select({ n: count() }).from(mallItems).where(where))[0]?.n ?? 0) : 0);
  return {
    itemList: rows.map(toItemCard),
    pageInfo: mallPageInfo({ page: query.page, total, size: query.size }),
  };
}

/** The newest contents on sale, for the mall home's strip (§9: 5). */
export async function listNewContents(db: Db) {
  const rows = await db
    .select(itemCardColumns)
    .from(mallItems)
    .leftJoin(mallBrands, brandJoin)
    .where(and(eq(mallItems.itemType, 'CONTENT'), eq(mallItems.itemStatus, 'SALE')))
    .orderBy(desc(mallItems.createdAt), desc(mallItems.id))
    .limit(mallLimits.newContents);
  return { itemList: rows.map(toItemCard) };
}
