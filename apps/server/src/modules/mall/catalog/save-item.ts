import { randomUUID } from 'node:crypto';
import {
  defaultTaxTypeOf,
  type ItemEdit,
  type ItemStatus,
  productNoticeProblem,
  sampleTextMissing,
  mallItemAdminMessages as say,
} from '@edu/shared';
import { and, eq, notInArray } from 'drizzle-orm';
import { type AuditActor, recordAudit } from '../../../platform/audit';
import type { Db } from '../../../platform/db/database';
import { badRequest, notFound } from '../../../platform/http/app-error';
import type { FileStorage } from '../../storage';
import {
  mallContentAssets,
  mallImageLicenses,
  mallItemBibles,
  mallItemRelations,
  mallItems,
} from './catalog.tables';
import { type CheckedItem, checkItemEdit } from './check-item-edit';
import { itemSearchText } from './item-search-text';
import { saveProductStock, saveTree, saveWritingOptions } from './save-item-options';

/** The columns of `mall_items` an edit writes (stock and sales are written apart). */
function itemColumns(item: CheckedItem) {
  return {
    contentType: item.contentType,
    itemKind: item.itemKind,
    title: item.title,
    tags: item.tags,
    categoryId: item.categoryId,
    brandId: item.brandId,
    warehouseId: item.warehouseId,
    regularPrice: item.regularPrice,
    sellingPrice: item.isFree ? 0 : item.sellingPrice,
    discountRate:
      item.regularPrice > 0
        ? Math.round(((item.regularPrice - item.sellingPrice) / item.regularPrice) * 100)
        : 0,
    isFree: item.isFree,
    // An edit without a tax type keeps the item's; a new item takes its type's default (below).
    ...(item.taxType ? { taxType: item.taxType } : {}),
    downloadPeriod: item.downloadPeriod,
    solarTerm: item.solarTerm,
    sampleLink: item.sampleLink,
    sampleCaptionLink: item.sampleCaptionLink,
    sampleTranscript: item.sampleTranscript,
    sampleWithoutSpeech: item.sampleWithoutSpeech,
    productNotice: item.productNotice ?? null,
    thumbnailLink: item.thumbnailLink,
    description: item.description,
    usageGuide: item.usageGuide,
    copyrightInfo: item.copyrightInfo,
    itemStatus: item.itemStatus,
    isAdfActive: item.itemType === 'PRODUCT',
    searchText: itemSearchText({
      title: item.title,
      tags: item.tags,
      brandName: item.brandName,
      itemKind: item.itemKind,
      categoryName: item.categoryName,
      solarTerm: item.solarTerm,
      bookIds: item.bibles.map((bible) => bible.bookId),
    }),
  };
}

/** Rows of a list kept by id, added, or removed when the edit no longer has them. */
async function saveLicenses(tx: Db, itemId: number, licenses: CheckedItem['licenses']) {
  const keep = licenses.flatMap((license) => license.licenseId ?? []);
  await tx
    .delete(mallImageLicenses)
    .where(
      and(
        eq(mallImageLicenses.itemId, itemId),
        keep.length ? notInArray(mallImageLicenses.id, keep) : undefined,
      ),
    );
  for (const [sort, license] of licenses.entries()) {
    const values = { name: license.name, price: license.price, sort };
    if (license.licenseId === null) await tx.insert(mallImageLicenses).values({ itemId, ...values });
    else
      await tx
        .update(mallImageLicenses)
        .set(values)
        .where(and(eq(mallImageLicenses.id, license.licenseId), eq(mallImageLicenses.itemId, itemId)));
  }
}

/** What a content delivers, in the form's order. A file that is no longer listed stays stored (note in docs). */
async function saveAssets(tx: Db, itemId: number, assets: CheckedItem['assets'], sizes: Map<string, number>) {
  await tx.delete(mallContentAssets).where(eq(mallContentAssets.itemId, itemId));
  if (!assets.length) return;
  await tx.insert(mallContentAssets).values(
    assets.map((asset, sort) => ({
      itemId,
      kind: asset.kind,
      name: asset.name,
      storageKey: asset.fileKey,
      bytes: asset.fileKey ? (sizes.get(asset.fileKey) ?? null) : null,
      linkNormal: asset.kind === 'VIDEO' ? asset.linkNormal : null,
      linkHigh: asset.kind === 'VIDEO' ? asset.linkHigh : null,
      sort,
    })),
  );
}

async function replaceBiblesAndRelations(tx: Db, itemId: number, item: CheckedItem) {
  await tx.delete(mallItemBibles).where(eq(mallItemBibles.itemId, itemId));
  if (item.bibles.length)
    await tx.insert(mallItemBibles).values(item.bibles.map((bible) => ({ itemId, ...bible })));
  await tx.delete(mallItemRelations).where(eq(mallItemRelations.itemId, itemId));
  if (item.relatedItemIds.length)
    await tx
      .insert(mallItemRelations)
      .values(item.relatedItemIds.map((relatedItemId, sort) => ({ itemId, relatedItemId, sort })));
}

/** A new item's code: P (product) or C (content) and a number no demo code (4 digits) takes. */
const itemCode = (itemType: ItemEdit['itemType'], id: number) =>
  `${itemType === 'PRODUCT' ? 'P' : 'C'}${10_000 + id}`;

/**
 * Creates (no itemId) or changes an item with everything it sells: options and their stock, licences,
 * files, bible passages, related items. Checked in the form's order first; written in one transaction
 * with its audit line, so a refusal (a stock an order changed meanwhile, a combination an unpaid order
 * holds) leaves the item as it was.
 */
export async function saveItem(options: {
  db: Db;
  storage: FileStorage;
  actor: AuditActor;
  itemId?: number;
  edit: ItemEdit;
}): Promise<{ itemId: number; code: string }> {
  const { db, actor } = options;
  const item = await checkItemEdit(options);
  // Sizes of the uploaded files, read before the transaction (storage is never read inside one).
  const sizes = new Map<string, number>();
  for (const asset of item.assets) {
    if (!asset.fileKey) continue;
    const file = await options.storage.openPrivate(asset.fileKey);
    file?.stream.destroy();
    if (file) sizes.set(asset.fileKey, file.bytes);
  }

  return db.transaction(async (tx) => {
    let itemId = options.itemId;
    let code: string;
    if (itemId === undefined) {
      const [row] = await tx
        .insert(mallItems)
        .values({
          taxType: defaultTaxTypeOf(item.itemType),
          ...itemColumns(item),
          itemType: item.itemType,
          code: randomUUID().slice(0, 20),
        })
        .returning({ id: mallItems.id });
      if (!row) throw new Error('item not inserted');
      itemId = row.id;
      code = itemCode(item.itemType, itemId);
      await tx.update(mallItems).set({ code }).where(eq(mallItems.id, itemId));
    } else {
      const [before] = await tx
        .select({ code: mallItems.code, itemType: mallItems.itemType })
        .from(mallItems)
        .where(eq(mallItems.id, itemId))
        .for('update');
      if (!before) throw notFound('상품을 찾을 수 없습니다.');
      if (before.itemType !== item.itemType) throw badRequest('상품 종류(실물/콘텐츠)는 바꿀 수 없습니다.');
      code = before.code;
      await tx.update(mallItems).set(itemColumns(item)).where(eq(mallItems.id, itemId));
    }
    await saveTree(tx, itemId, item.tree);
    await saveProductStock(tx, itemId, item.title, item.productStock);
    await saveWritingOptions(tx, itemId, item.writing);
    await saveLicenses(tx, itemId, item.licenses);
    await saveAssets(tx, itemId, item.assets, sizes);
    await replaceBiblesAndRelations(tx, itemId, item);
    await recordAudit(tx, actor, {
      action: options.itemId ? 'mall.item.update' : 'mall.item.create',
      target: `mall-item:${itemId}`,
      summary: `상품 ${code} ${item.title} ${options.itemId ? '수정' : '등록'} (${item.sellingPrice}원, ${item.itemStatus === 'SALE' ? '판매 중' : '판매 중지'})`,
      details: {
        sellingPrice: item.sellingPrice,
        taxType: item.taxType ?? null,
        itemStatus: item.itemStatus,
        productStock: item.productStock?.stock ?? null,
        combinations: item.tree?.combinations.map((combination) => ({
          path: combination.path,
          stock: combination.stock,
          extraPrice: combination.extraPrice,
        })),
      },
    });
    return { itemId, code };
  });
}

/**
 * PUT /api/admin/mall/items/{itemId}/status: puts an item on sale or stops its sales; audited. Resuming
 * sales asks the save's rules of the sample's captions and of the 상품정보제공고시, so the list cannot
 * put on sale what the form refuses.
 */
export async function setItemStatus(options: {
  db: Db;
  actor: AuditActor;
  itemId: number;
  itemStatus: ItemStatus;
}): Promise<{ itemId: number; itemStatus: ItemStatus }> {
  return options.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        code: mallItems.code,
        title: mallItems.title,
        sampleLink: mallItems.sampleLink,
        sampleCaptionLink: mallItems.sampleCaptionLink,
        sampleTranscript: mallItems.sampleTranscript,
        sampleWithoutSpeech: mallItems.sampleWithoutSpeech,
        productNotice: mallItems.productNotice,
      })
      .from(mallItems)
      .where(eq(mallItems.id, options.itemId))
      .for('update');
    if (!row) throw notFound('상품을 찾을 수 없습니다.');
    if (sampleTextMissing({ ...row, itemStatus: options.itemStatus }))
      throw badRequest(say.sampleTextRequired);
    const notice = productNoticeProblem({ ...row, itemStatus: options.itemStatus });
    if (notice) throw badRequest(notice.message);
    await tx
      .update(mallItems)
      .set({ itemStatus: options.itemStatus })
      .where(eq(mallItems.id, options.itemId));
    await recordAudit(tx, options.actor, {
      action: 'mall.item.status',
      target: `mall-item:${options.itemId}`,
      summary: `상품 ${row.code} ${row.title} ${options.itemStatus === 'SALE' ? '판매 재개' : '판매 중지'}`,
    });
    return { itemId: options.itemId, itemStatus: options.itemStatus };
  });
}
