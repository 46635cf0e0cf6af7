import {
  bibleBooks,
  type ContentType,
  type ItemDetail,
  type ItemStatus,
  type ItemType,
  productNoticeTableOf,
} from '@edu/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { notFound } from '../../../platform/http/app-error';
import { itemReviewSummary } from '../reviews';
import {
  mallBrands,
  mallCategories,
  mallImageLicenses,
  mallItemBibles,
  mallItemRelations,
  mallItems,
  mallOptions,
  mallWarehouses,
} from './catalog.tables';
import { treePaths } from './get-option-paths';

const bookNames = new Map(bibleBooks.map((book) => [book.id, book.name]));

/** The options of a product: TREE levels in order with level 1's nodes, then the WRITING options. */
async function optionsOf(db: Db, itemId: number) {
  const options = await db
    .select()
    .from(mallOptions)
    .where(eq(mallOptions.itemId, itemId))
    .orderBy(asc(mallOptions.depth), asc(mallOptions.id));
  const tree = options.filter((option) => option.optionType === 'TREE');
  const firstLevel = tree.find((option) => option.depth === 1);
  const firstNodes = firstLevel ? (await treePaths(db, itemId, tree, [])).paths : [];
  return {
    optionCombined: tree.length > 0,
    optionList: [...tree, ...options.filter((option) => option.optionType === 'WRITING')].map((option) => ({
      optionId: option.id,
      optionName: option.name,
      optionType: option.optionType as 'TREE' | 'WRITING',
      required: option.required,
      depth: option.depth,
      extraPrice: option.optionType === 'WRITING' ? option.extraPrice : 0,
      optionNodeList: option.id === firstLevel?.id ? firstNodes : [],
    })),
  };
}

/** Everything the item page shows of one item (mall.md §3 Item); 404 for an unknown id. */
export async function getItem(db: Db, itemId: number): Promise<ItemDetail> {
  const [row] = await db
    .select({ item: mallItems, category: mallCategories, brand: mallBrands, warehouse: mallWarehouses })
    .from(mallItems)
    .innerJoin(mallCategories, eq(mallCategories.id, mallItems.categoryId))
    .leftJoin(mallBrands, eq(mallBrands.id, mallItems.brandId))
    .leftJoin(mallWarehouses, eq(mallWarehouses.id, mallItems.warehouseId))
    .where(eq(mallItems.id, itemId));
  if (!row) throw notFound('상품을 찾을 수 없습니다.');
  const { item, category, brand, warehouse } = row;
  const [bibles, relations, licenses, options, reviews] = await Promise.all([
    db
      .select()
      .from(mallItemBibles)
      .where(eq(mallItemBibles.itemId, itemId))
      .orderBy(asc(mallItemBibles.bookId), asc(mallItemBibles.chapter)),
    db
      .select({
        itemId: mallItems.id,
        title: mallItems.title,
        thumbnailLink: mallItems.thumbnailLink,
        tagList: mallItems.tags,
        sellingPrice: mallItems.sellingPrice,
        regularPrice: mallItems.regularPrice,
        discountRate: mallItems.discountRate,
      })
      .from(mallItemRelations)
      .innerJoin(mallItems, eq(mallItems.id, mallItemRelations.relatedItemId))
      .where(eq(mallItemRelations.itemId, itemId))
      .orderBy(asc(mallItemRelations.sort)),
    item.contentType === 'IMAGE'
      ? db
          .select()
          .from(mallImageLicenses)
          .where(eq(mallImageLicenses.itemId, itemId))
          .orderBy(asc(mallImageLicenses.sort), asc(mallImageLicenses.id))
      : Promise.resolve([]),
    item.itemType === 'PRODUCT'
      ? optionsOf(db, itemId)
      : Promise.resolve({ optionCombined: false, optionList: [] }),
    itemReviewSummary(db, itemId),
  ]);
  const isProduct = item.itemType === 'PRODUCT';
  return {
    itemId: item.id,
    code: item.code,
    productId: isProduct ? item.id : null,
    contentId: isProduct ? null : item.id,
    itemType: item.itemType as ItemType,
    title: item.title,
    tagList: item.tags,
    thumbnailLink: item.thumbnailLink,
    brand: brand ? { name: brand.name } : null,
    category: { categoryId: category.id, name: category.name },
    contentType: (item.contentType as ContentType | null) ?? null,
    itemKind: item.itemKind,
    downloadPeriod: item.downloadPeriod,
    bibleList: bibles.map((bible) => ({
      bibleId: bible.bookId,
      bookName: bookNames.get(bible.bookId) ?? '',
      chapter: bible.chapter,
    })),
    solarTerm: item.solarTerm,
    isFree: item.isFree,
    regularPrice: item.regularPrice,
    sellingPrice: item.sellingPrice,
    discountRate: item.discountRate,
    itemStatus: item.itemStatus as ItemStatus,
    sampleLink: item.sampleLink,
    sampleCaptionLink: item.sampleCaptionLink,
    sampleTranscript: item.sampleTranscript,
    description: item.description,
    usageGuide: item.usageGuide,
    copyrightInfo: item.copyrightInfo,
    productNotice: productNoticeTableOf(item.productNotice),
    isADFActive: item.isAdfActive,
    additionalDeliveryFee: warehouse?.additionalDeliveryFee ?? 0,
    warehouse: warehouse
      ? {
          warehouseId: warehouse.id,
          name: warehouse.name,
          deliveryFee: warehouse.deliveryFee,
          deliveryCompany: warehouse.deliveryCompany,
          deliveryFreeOption: warehouse.deliveryFreeOption,
        }
      : null,
    productStock: isProduct && !options.optionCombined ? (item.productStock ?? 0) : null,
    ...options,
    relationItemList: relations,
    contentImage:
      item.contentType === 'IMAGE'
        ? {
            imageLicenseList: licenses.map((license) => ({
              contentImageLicenseId: license.id,
              licenseName: license.name,
              licensePrice: license.price,
            })),
          }
        : null,
    reviewCount: reviews.reviewCount,
    ratingAverage: reviews.ratingAverage,
    ratingCount: reviews.ratingCount,
  };
}
