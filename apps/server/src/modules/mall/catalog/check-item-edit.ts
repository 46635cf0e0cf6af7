import { firstInFormOrder, type ItemEdit, isPlainFileName, mallItemAdminMessages as say } from '@edu/shared';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { sanitizeRichHtml } from '../../../platform/html/sanitize-html';
import { badRequest } from '../../../platform/http/app-error';
import { type FileStorage, uploadsUrlPrefix } from '../../storage';
import { mallBrands, mallCategories, mallItems, mallWarehouses } from './catalog.tables';
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

/** The first problem of a TREE: level names, no stock of its own, a row at least, full and different paths. */
function treeProblem(edit: ItemEdit): string | null {
  if (!edit.tree) return null;
  const { levels, combinations } = edit.tree;
  if (combinations.length === 0) return say.treeEmpty;
  const seen = new Set<string>();
  for (const { path } of combinations) {
    if (path.length !== levels.length || path.some(blank)) return say.pathInvalid;
    const key = JSON.stringify(path.map((value) => value.trim()));
    if (seen.has(key)) return say.pathDuplicate;
    seen.add(key);
  }
  return null;
}

/** The first problem of the uploaded files or of the videos (each whole, then a file's name, then links). */
function assetProblem(edit: ItemEdit, kind: 'DOWNLOAD' | 'VIDEO'): string | null {
  for (const asset of edit.assets.filter((candidate) => candidate.kind === kind)) {
    const complete =
      !blank(asset.name) &&
      (kind === 'DOWNLOAD' ? asset.fileKey !== null : asset.linkNormal !== null && !blank(asset.linkNormal));
    if (!complete) return say.assetInvalid;
    // The name is what every buyer's computer saves the file as, alone or inside the zip.
    if (kind === 'DOWNLOAD' && !isPlainFileName(asset.name)) return say.assetNameInvalid;
    if (!isVideoLink(asset.linkNormal) || !isVideoLink(asset.linkHigh)) return say.linkInvalid;
  }
  return null;
}

const problemIf = (broken: boolean, message: string) => (broken ? message : null);

/** The shape rules, checked in the form's order (shared with the page); the first broken one is the answer. */
function checkShape(edit: ItemEdit): void {
  const isProduct = edit.itemType === 'PRODUCT';
  const problem = firstInFormOrder<string>({
    itemType: () =>
      isProduct
        ? problemIf(edit.licenses.length > 0 || edit.assets.length > 0, say.productHasContentParts)
        : problemIf(
            edit.tree !== null || edit.writing.length > 0 || edit.productStock !== null,
            say.contentHasOptions,
          ),
    contentType: () => problemIf(!isProduct && edit.contentType === null, say.contentTypeRequired),
    itemKind: () => problemIf(blank(edit.itemKind), say.kindRequired),
    title: () => problemIf(blank(edit.title), say.titleRequired),
    categoryId: () => problemIf(edit.categoryId <= 0, say.categoryMissing),
    warehouseId: () => problemIf(isProduct && edit.warehouseId === null, say.warehouseRequired),
    sellingPrice: () =>
      problemIf(edit.sellingPrice > edit.regularPrice, say.priceOrder) ??
      problemIf(edit.isFree && edit.sellingPrice > 0, say.freeHasPrice),
    media: () =>
      problemIf(!isMallUpload(edit.thumbnailLink) || !isMallUpload(edit.sampleLink), say.uploadMissing),
    productStock: () => problemIf(edit.tree !== null && edit.productStock !== null, say.stockWithTree),
    levels: () => problemIf(edit.tree?.levels.some(blank) ?? false, say.levelsInvalid),
    combinations: () => treeProblem(edit),
    writing: () =>
      problemIf(
        edit.writing.some((option) => blank(option.name)),
        say.writingNameRequired,
      ),
    licenses: () =>
      problemIf(edit.licenses.length > 0 && edit.contentType !== 'IMAGE', say.licensesOnlyImage) ??
      problemIf(
        edit.licenses.some((license) => blank(license.name)),
        say.licenseInvalid,
      ),
    videos: () => assetProblem(edit, 'VIDEO'),
    files: () => assetProblem(edit, 'DOWNLOAD'),
  });
  if (problem) throw badRequest(problem);
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
 * Checks an item edit in the form's order (itemFormFields: 콘텐츠 유형 → 상품 분류 → 상품명 → 카테고리 →
 * 창고 → 가격 → 사진 → 옵션 → 라이선스 → 영상 → 파일; whether the chosen rows exist is read after the
 * shape) and answers it cleaned: texts
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
