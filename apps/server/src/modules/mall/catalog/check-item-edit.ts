import {
  checkedItemEditSchema,
  hasTranscript,
  type ItemEdit,
  isTimedMedia,
  messages,
  mallItemAdminMessages as say,
  storedProductNotice,
} from '@edu/shared';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { sanitizeRichHtml } from '../../../platform/html/sanitize-html';
import { badRequest } from '../../../platform/http/app-error';
import type { FileStorage } from '../../storage';
import { mallBrands, mallCategories, mallItems, mallWarehouses } from './catalog.tables';
import { contentFileKeyPattern } from './store-mall-upload';

/** An item edit that passed every check: texts trimmed, HTML sanitised, the names search needs. */
export type CheckedItem = ItemEdit & { brandName: string | null; categoryName: string } & SampleText;

type SampleText = {
  sampleCaptionLink: string | null;
  sampleTranscript: string | null;
  sampleWithoutSpeech: boolean;
};

/** The sample's text alternatives as stored: only a sound or video sample has them; a blank transcript is none. */
function sampleTextOf(edit: ItemEdit): SampleText {
  if (!isTimedMedia(edit.sampleLink))
    return { sampleCaptionLink: null, sampleTranscript: null, sampleWithoutSpeech: false };
  return {
    sampleCaptionLink: edit.sampleCaptionLink ?? null,
    sampleTranscript: hasTranscript(edit.sampleTranscript) ? (edit.sampleTranscript ?? '').trim() : null,
    sampleWithoutSpeech: edit.sampleWithoutSpeech ?? false,
  };
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

/** The form's rules, the ones the page checks before sending: the first one broken is the answer. */
function checkRules(edit: ItemEdit): void {
  const checked = checkedItemEditSchema.safeParse(edit);
  if (!checked.success) throw badRequest(checked.error.issues[0]?.message ?? messages.invalidInput);
}

/**
 * Checks an item edit with the form's rules in the form's order (the page checks it the same way before
 * sending), then reads whether the chosen rows exist, and answers it cleaned: texts trimmed, rich text
 * sanitised, a free item priced 0, parts that do not belong to its type (or captions to a picture) dropped,
 * the 상품정보제공고시 as stored (trimmed, an ISBN as digits).
 */
export async function checkItemEdit(options: {
  db: Db;
  storage: FileStorage;
  edit: ItemEdit;
  itemId?: number;
}): Promise<CheckedItem> {
  const { edit } = options;
  checkRules(edit);
  const names = await checkReferences(options.db, edit, options.itemId, options.storage);
  const trim = (text: string) => text.trim();
  return {
    ...edit,
    ...names,
    ...sampleTextOf(edit),
    productNotice: storedProductNotice(edit.productNotice),
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
