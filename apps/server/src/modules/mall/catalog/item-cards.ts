import type { ContentType, ItemCard, ItemStatus, ItemType } from '@edu/shared';
import { eq } from 'drizzle-orm';
import { ratingSummaryColumns } from '../reviews';
import { mallBrands, mallItems } from './catalog.tables';

/** The columns of an item card, for any query that lists items (join mallBrands on brandId). */
export const itemCardColumns = {
  itemId: mallItems.id,
  code: mallItems.code,
  itemType: mallItems.itemType,
  contentType: mallItems.contentType,
  itemKind: mallItems.itemKind,
  title: mallItems.title,
  tagList: mallItems.tags,
  thumbnailLink: mallItems.thumbnailLink,
  brandName: mallBrands.name,
  regularPrice: mallItems.regularPrice,
  sellingPrice: mallItems.sellingPrice,
  discountRate: mallItems.discountRate,
  isFree: mallItems.isFree,
  itemStatus: mallItems.itemStatus,
  ...ratingSummaryColumns(mallItems.id),
};

export const brandJoin = eq(mallBrands.id, mallItems.brandId);

type CardRow = { [K in keyof typeof itemCardColumns]: unknown };

/** A selected row as the contract's card (the columns hold the contract's enums as text). */
export function toItemCard(row: CardRow): ItemCard {
  return {
    itemId: row.itemId as number,
    code: row.code as string,
    itemType: row.itemType as ItemType,
    contentType: (row.contentType as ContentType | null) ?? null,
    itemKind: row.itemKind as string,
    title: row.title as string,
    tagList: (row.tagList as string[]) ?? [],
    thumbnailLink: (row.thumbnailLink as string | null) ?? null,
    brandName: (row.brandName as string | null) ?? null,
    regularPrice: row.regularPrice as number,
    sellingPrice: row.sellingPrice as number,
    discountRate: row.discountRate as number,
    isFree: row.isFree as boolean,
    itemStatus: row.itemStatus as ItemStatus,
    ratingAverage: (row.ratingAverage as number | null) ?? null,
    ratingCount: (row.ratingCount as number) ?? 0,
  };
}
