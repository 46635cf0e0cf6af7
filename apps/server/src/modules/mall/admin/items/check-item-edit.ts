import { type ItemEdit, mallItemAdminMessages as say } from '@edu/shared';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../../platform/db/database';
import { sanitizeRichHtml } from '../../../../platform/html/sanitize-html';
import { badRequest } from '../../../../platform/http/app-error';
import { type FileStorage, uploadsUrlPrefix } from '../../../storage';
import { mallBrands, mallCategories, mallItems, mallWarehouses } from '../../catalog/catalog.tables';
import { contentFileKeyPattern } from './store-mall-upload';

/** An item edit that passed every check: texts trimmed, HTML sanitised, the names search needs. */
export type CheckedItem = ItemEdit & { brandName: string | null; categoryName: string };

const blank = (text: string) => text.trim().length === 0;

/** A picture or sample must be one of the mall's uploads (never another site's address or a path out). */
const isMallUpload = (path: string | null) =>
  path === null || (path.startsWith(`${uploadsUrlPrefix}mall/`) && !path.includes('..'));
const isVideoLink = (link: string | null) =>
  link === null ||
  (/^https:\/\/[^\s"'<>]+$/.test(link) && link.length <= 300) ||
  (link.startsWith(uploadsUrlPrefix) && !link.includes('..'));

/** The shape rules, in the order the form shows its fields; the first broken one is the answer. */
function checkShape(edit: ItemEdit): void {
  if (blank(edit.title)) throw badRequest(say.titleRequired);
  if (blank(edit.itemKind)) throw badRequest(say.kindRequired);
  if (edit.categoryId <= 0) throw badRequest(say.categoryMissing);
  if (edit.sellingPrice > edit.regularPrice) throw badRequest(say.priceOrder);
  if (edit.isFree && edit.sellingPrice > 0) throw badRequest(say.freeHasPrice);
  if (edit.itemType === 'PRODUCT') {
    if (edit.warehouseId === null) throw badRequest(say.warehouseRequired);
    if (edit.licenses.length || edit.assets.length) throw badRequest(say.productHasContentParts);
  } else {
    if (edit.contentType === null) throw badRequest(say.contentTypeRequired);
    if (edit.tree || edit.writing.length || edit.productStock) throw badRequest(say.contentHasOptions);
    if (edit.licenses.length && edit.contentType !== 'IMAGE') throw badRequest(say.licensesOnlyImage);
  }
  if (edit.tree) {
    const { levels, combinations } = edit.tree;
    if (levels.some(blank)) throw badRequest(say.levelsInvalid);
    if (edit.productStock) throw badRequest(say.stockWithTree);
    if (combinations.length === 0) throw badRequest(say.treeEmpty);
    const seen = new Set<string>();
    for (const { path } of combinations) {
      if (path.length !== levels.length || path.some(blank)) throw badRequest(say.pathInvalid);
      const key = JSON.stringify(path.map((value) => value.trim()));
      if (seen.has(key)) throw badRequest(say.pathDuplicate);
      seen.add(key);
    }
  }
  if (edit.writing.some((option) => blank(option.name))) throw badRequest(say.writingNameRequired);
  if (edit.licenses.some((license) => blank(license.name))) throw badRequest(say.licenseInvalid);
  for (const asset of edit.assets) {
    const complete =
      !blank(asset.name) &&
      (asset.kind === 'DOWNLOAD'
        ? asset.fileKey !== null
        : asset.linkNormal !== null && !blank(asset.linkNormal));
    if (!complete) throw badRequest(say.assetInvalid);
    if (!isVideoLink(asset.linkNormal) || !isVideoLink(asset.linkHigh)) throw badRequest(say.linkInvalid);
  }
  if (!isMallUpload(edit.thumbnailLink) || !isMallUpload(edit.sampleLink))
    throw badRequest(say.uploadMissing);
}

/** Rows the edit points at must exist: category, brand, warehouse, related items, uploaded files. */
async function checkReferences(db: Db, edit: ItemEdit, itemId: number | undefined, storage: FileStorage) {
  const [category] = await db
    .select({ name: mallCategories.name })
    .from(mallCategories)
    .where(eq(mallCategories.id, edit.categoryId));
  if (!category) throw badRequest(say.categoryMissing);
  let brandName: string | null = null;
  if (edit.brandId !== null) {
    const [brand] = await db
      .select({ name: mallBrands.name })
      .from(mallBrands)
      .where(eq(mallBrands.id, edit.brandId));
    if (!brand) throw badRequest(say.brandMissing);
    brandName = brand.name;
  }
  if (edit.itemType === 'PRODUCT' && edit.warehouseId !== null) {
    const [warehouse] = await db
      .select({ id: mallWarehouses.id })
      .from(mallWarehouses)
      .where(eq(mallWarehouses.id, edit.warehouseId));
    if (!warehouse) throw badRequest(say.warehouseRequired);
  }
  for (const asset of edit.assets) {
    if (asset.kind !== 'DOWNLOAD' || asset.fileKey === null) continue;
    const file = contentFileKeyPattern.test(asset.fileKey) ? await storage.openPrivate(asset.fileKey) : null;
    if (!file) throw badRequest(say.uploadMissing);
    file.stream.destroy();
  }
  const related = [...new Set(edit.relatedItemIds)];
  if (related.includes(itemId ?? -1)) throw badRequest(say.relatedInvalid);
  if (related.length) {
    const found = await db.select({ id: mallItems.id }).from(mallItems).where(inArray(mallItems.id, related));
    if (found.length !== related.length) throw badRequest(say.relatedInvalid);
  }
  return { brandName, categoryName: category.name };
}

/**
 * Checks an item edit in the form's order (상품명 → 분류 → 카테고리 → 가격 → 창고/콘텐츠 유형 → 옵션 →
 * 라이선스 → 파일; whether the chosen rows exist is read after the shape) and answers it cleaned: texts
 * trimmed, rich text sanitised, a free item priced 0, parts that do not belong to its type dropped.
 */
export async function checkItemEdit(options: {
  db: Db;
  storage: FileStorage;
  edit: ItemEdit;
  itemId?: number;
}): Promise<CheckedItem> {
  const { edit } = options;
  checkShape(edit);
  const names = await checkReferences(options.db, edit, options.itemId, options.storage);
  const trim = (text: string) => text.trim();
  return {
    ...edit,
    ...names,
    title: trim(edit.title),
    itemKind: trim(edit.itemKind),
    tags: [...new Set(edit.tags.map(trim).filter(Boolean))],
    contentType: edit.itemType === 'CONTENT' ? edit.contentType : null,
    warehouseId: edit.itemType === 'PRODUCT' ? edit.warehouseId : null,
    downloadPeriod: edit.itemType === 'CONTENT' ? edit.downloadPeriod : 0,
    description: sanitizeRichHtml(edit.description),
    usageGuide: sanitizeRichHtml(edit.usageGuide),
    copyrightInfo: sanitizeRichHtml(edit.copyrightInfo),
    tree: edit.tree && {
      levels: edit.tree.levels.map(trim),
      combinations: edit.tree.combinations.map((combination) => ({
        ...combination,
        path: combination.path.map(trim),
      })),
    },
    writing: edit.writing.map((option) => ({ ...option, name: trim(option.name) })),
    licenses: edit.licenses.map((license) => ({ ...license, name: trim(license.name) })),
    assets: edit.assets.map((asset) => ({
      ...asset,
      name: trim(asset.name),
      fileKey: asset.kind === 'DOWNLOAD' ? asset.fileKey : null,
    })),
    bibles: [...new Map(edit.bibles.map((bible) => [`${bible.bookId}:${bible.chapter}`, bible])).values()],
    relatedItemIds: [...new Set(edit.relatedItemIds)],
  };
}
