import type { AdminItem, ContentType, ItemStatus, ItemType, SolarTerm, TaxType } from '@edu/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { notFound } from '../../../platform/http/app-error';
import { kstDateTime } from '../../../platform/korean-time';
import {
  mallContentAssets,
  mallImageLicenses,
  mallItemBibles,
  mallItemRelations,
  mallItems,
  mallOptionCombinations,
  mallOptions,
} from './catalog.tables';
import { combinationHeld, productHeld } from './item-stock-figures';

/** GET /api/admin/mall/items/{itemId}: the item as its edit form reads it, with what open orders hold. */
export async function getAdminItem(db: Db, itemId: number): Promise<AdminItem> {
  const [row] = await db
    .select({ item: mallItems, productHeld: productHeld() })
    .from(mallItems)
    .where(eq(mallItems.id, itemId));
  if (!row) throw notFound('상품을 찾을 수 없습니다.');
  const { item } = row;
  const [options, combinations, licenses, assets, bibles, related] = await Promise.all([
    db
      .select()
      .from(mallOptions)
      .where(eq(mallOptions.itemId, itemId))
      .orderBy(asc(mallOptions.depth), asc(mallOptions.id)),
    db
      .select({
        combinationId: mallOptionCombinations.id,
        path: mallOptionCombinations.path,
        extraPrice: mallOptionCombinations.extraPrice,
        stock: mallOptionCombinations.stock,
        held: combinationHeld(),
      })
      .from(mallOptionCombinations)
      .where(eq(mallOptionCombinations.itemId, itemId))
      .orderBy(asc(mallOptionCombinations.id)),
    db
      .select()
      .from(mallImageLicenses)
      .where(eq(mallImageLicenses.itemId, itemId))
      .orderBy(asc(mallImageLicenses.sort), asc(mallImageLicenses.id)),
    db
      .select()
      .from(mallContentAssets)
      .where(eq(mallContentAssets.itemId, itemId))
      .orderBy(asc(mallContentAssets.sort), asc(mallContentAssets.id)),
    db.select().from(mallItemBibles).where(eq(mallItemBibles.itemId, itemId)),
    db
      .select({ itemId: mallItems.id, code: mallItems.code, title: mallItems.title })
      .from(mallItemRelations)
      .innerJoin(mallItems, eq(mallItems.id, mallItemRelations.relatedItemId))
      .where(eq(mallItemRelations.itemId, itemId))
      .orderBy(asc(mallItemRelations.sort)),
  ]);
  const levels = options.filter((option) => option.optionType === 'TREE');
  return {
    itemId: item.id,
    code: item.code,
    itemType: item.itemType as ItemType,
    contentType: item.contentType as ContentType | null,
    itemKind: item.itemKind,
    title: item.title,
    tags: item.tags,
    categoryId: item.categoryId,
    brandId: item.brandId,
    warehouseId: item.warehouseId,
    regularPrice: item.regularPrice,
    sellingPrice: item.sellingPrice,
    isFree: item.isFree,
    taxType: item.taxType as TaxType,
    downloadPeriod: item.downloadPeriod,
    solarTerm: item.solarTerm as SolarTerm | null,
    description: item.description,
    usageGuide: item.usageGuide,
    copyrightInfo: item.copyrightInfo,
    itemStatus: item.itemStatus as ItemStatus,
    thumbnailLink: item.thumbnailLink,
    sampleLink: item.sampleLink,
    sampleCaptionLink: item.sampleCaptionLink,
    sampleTranscript: item.sampleTranscript,
    sampleWithoutSpeech: item.sampleWithoutSpeech,
    productNotice: item.productNotice,
    salesCount: item.salesCount,
    createdAt: kstDateTime(item.createdAt),
    productHeld: row.productHeld,
    productStock:
      item.itemType === 'PRODUCT' && levels.length === 0
        ? { stock: item.productStock, stockSeen: item.productStock }
        : null,
    tree: levels.length
      ? {
          levels: levels.map((level) => level.name),
          combinations: combinations.map((combination) => ({ ...combination, stockSeen: combination.stock })),
        }
      : null,
    writing: options
      .filter((option) => option.optionType === 'WRITING')
      .map((option) => ({
        optionId: option.id,
        name: option.name,
        required: option.required,
        extraPrice: option.extraPrice,
      })),
    licenses: licenses.map((license) => ({
      licenseId: license.id,
      name: license.name,
      price: license.price,
    })),
    assets: assets.map((asset) => ({
      assetId: asset.id,
      kind: asset.kind as 'DOWNLOAD' | 'VIDEO',
      name: asset.name,
      fileKey: asset.storageKey,
      linkNormal: asset.linkNormal,
      linkHigh: asset.linkHigh,
      bytes: asset.bytes,
    })),
    bibles: bibles.map((bible) => ({ bookId: bible.bookId, chapter: bible.chapter })),
    relatedItemIds: related.map((item) => item.itemId),
    related,
  };
}
