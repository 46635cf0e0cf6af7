import {
  type AdminItemList,
  type adminItemListQuerySchema,
  type ItemStatus,
  type ItemType,
  mallItemAdminLimits,
  productNoticeMissing,
} from '@edu/shared';
import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../platform/db/database';
import { containsPattern } from '../../../platform/db/like-pattern';
import { kstDateTime } from '../../../platform/korean-time';
import { mallBrands, mallCategories, mallItems } from './catalog.tables';
import { itemStockFigures } from './item-stock-figures';

function filtersOf(query: z.output<typeof adminItemListQuerySchema>): SQL | undefined {
  const text = query.searchText?.trim();
  const lowest = itemStockFigures.lowestStock;
  return and(
    text
      ? or(
          ilike(mallItems.title, containsPattern(text)),
          ilike(mallItems.code, containsPattern(text)),
          ilike(sql`${mallItems.tags}::text`, containsPattern(text)),
        )
      : undefined,
    query.categoryId
      ? or(eq(mallItems.categoryId, query.categoryId), eq(mallCategories.parentId, query.categoryId))
      : undefined,
    query.itemType ? eq(mallItems.itemType, query.itemType) : undefined,
    query.itemStatus ? eq(mallItems.itemStatus, query.itemStatus) : undefined,
    query.stock === 'out' ? sql`${lowest} = 0` : undefined,
    query.stock === 'low' ? sql`${lowest} <= ${mallItemAdminLimits.lowStock}` : undefined,
  );
}

/**
 * GET /api/admin/mall/items: every item (stopped ones too), newest first, with its stock figures and
 * whether it is on sale without its full 상품정보제공고시.
 */
export async function listAdminItems(
  db: Db,
  query: z.output<typeof adminItemListQuerySchema>,
): Promise<AdminItemList> {
  const where = filtersOf(query);
  const size = mallItemAdminLimits.pageSize;
  const [counted] = await db
    .select({ total: count() })
    .from(mallItems)
    .innerJoin(mallCategories, eq(mallCategories.id, mallItems.categoryId))
    .where(where);
  const rows = await db
    .select({
      item: {
        id: mallItems.id,
        code: mallItems.code,
        itemType: mallItems.itemType,
        contentType: mallItems.contentType,
        title: mallItems.title,
        thumbnailLink: mallItems.thumbnailLink,
        categoryId: mallItems.categoryId,
        sellingPrice: mallItems.sellingPrice,
        regularPrice: mallItems.regularPrice,
        isFree: mallItems.isFree,
        itemStatus: mallItems.itemStatus,
        salesCount: mallItems.salesCount,
        createdAt: mallItems.createdAt,
        productNotice: mallItems.productNotice,
      },
      categoryName: mallCategories.name,
      brandName: mallBrands.name,
      ...itemStockFigures,
    })
    .from(mallItems)
    .innerJoin(mallCategories, eq(mallCategories.id, mallItems.categoryId))
    .leftJoin(mallBrands, eq(mallBrands.id, mallItems.brandId))
    .where(where)
    .orderBy(desc(mallItems.createdAt), desc(mallItems.id))
    .limit(size)
    .offset((query.page - 1) * size);
  return {
    pageInfo: { page: query.page, size, total: counted?.total ?? 0 },
    list: rows.map(({ item: { id, createdAt, productNotice, ...item }, ...row }) => ({
      itemId: id,
      ...item,
      itemType: item.itemType as ItemType,
      itemStatus: item.itemStatus as ItemStatus,
      // Items put on sale before the notice was asked for stay on sale; the list shows which need it.
      noticeMissing: productNoticeMissing({ itemStatus: item.itemStatus as ItemStatus, productNotice }),
      categoryName: row.categoryName,
      brandName: row.brandName,
      stock: row.stock,
      lowestStock: row.lowestStock,
      held: row.held,
      createdAt: kstDateTime(createdAt),
    })),
  };
}
