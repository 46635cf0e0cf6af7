import {
  combinationPathKey,
  firstItemEditProblem,
  hasTranscript,
  type ItemEdit,
  type ItemFormField,
  isTimedMedia,
  mallItemAdminLimits as limits,
} from '@edu/shared';
import type { ItemDraft } from './item-draft';
import { boundedNumberOf } from './numbers';
import { productNoticeOf } from './product-notice-draft';

/** The box a problem is about: the form puts focus there (a row's first box when `row` is given). */
export type ItemField = ItemFormField;

export type ItemRequest =
  | { ok: true; body: ItemEdit }
  | { ok: false; problem: string; field: ItemField; row?: number };

/** The path of a combination as the server compares it: values trimmed. */
export const pathKey = combinationPathKey;

const blank = (text: string) => text.trim().length === 0;

/**
 * A number box as the rules read it: its whole number up to `max`, or NaN when it holds none, which
 * the rules refuse with that box's message (so a body with NaN is never sent).
 */
const numberIn = (text: string, max: number) => boundedNumberOf(text, max) ?? Number.NaN;
const priceIn = (text: string) => numberIn(text, limits.priceMax);

/** What the form shows of the item's type: the parts of the other type stay in the draft but are not sent. */
const isContent = (draft: ItemDraft) => draft.itemType === 'CONTENT';
const hasVideos = (draft: ItemDraft) => isContent(draft) && draft.contentType === 'VIDEO';
const hasLicenses = (draft: ItemDraft) => isContent(draft) && draft.contentType === 'IMAGE';
const hasTree = (draft: ItemDraft) => !isContent(draft) && draft.optionMode === 'TREE';

/** Captions belong to a sound or video sample: after a switch to a picture they stay in the draft, unsent. */
function sampleTextOf(draft: ItemDraft) {
  if (!isTimedMedia(draft.sampleLink))
    return { sampleCaptionLink: null, sampleTranscript: null, sampleWithoutSpeech: false };
  return {
    sampleCaptionLink: draft.sampleCaptionLink,
    sampleTranscript: hasTranscript(draft.sampleTranscript) ? draft.sampleTranscript : null,
    sampleWithoutSpeech: draft.sampleWithoutSpeech,
  };
}

/** The body the form sends: the numbers read, a free item priced 0, only the parts its type has. */
function bodyOf(draft: ItemDraft): ItemEdit {
  const content = isContent(draft);
  const videos = hasVideos(draft) ? draft.videos : [];
  const files = content ? draft.files : [];
  return {
    itemType: draft.itemType,
    contentType: content ? draft.contentType : null,
    itemKind: draft.itemKind.trim(),
    title: draft.title.trim(),
    tags: draft.tags,
    // No category chosen: 0, which the rules refuse.
    categoryId: draft.categoryId ?? 0,
    brandId: draft.brandId,
    warehouseId: content ? null : draft.warehouseId,
    regularPrice: priceIn(draft.regularPrice),
    sellingPrice: draft.isFree ? 0 : priceIn(draft.sellingPrice),
    isFree: draft.isFree,
    ...(draft.taxType ? { taxType: draft.taxType } : {}),
    downloadPeriod: content ? numberIn(draft.downloadPeriod, limits.downloadPeriodMax) : 0,
    solarTerm: draft.solarTerm,
    description: draft.description,
    usageGuide: draft.usageGuide,
    copyrightInfo: draft.copyrightInfo,
    itemStatus: draft.itemStatus,
    thumbnailLink: draft.thumbnailLink,
    sampleLink: draft.sampleLink,
    ...sampleTextOf(draft),
    productNotice: productNoticeOf(draft),
    // A product without options: its own stock, an empty box = not counted.
    productStock:
      !content && draft.optionMode === 'NONE'
        ? {
            stock: blank(draft.productStock) ? null : numberIn(draft.productStock, limits.stockMax),
            stockSeen: draft.productStockSeen,
          }
        : null,
    tree: hasTree(draft)
      ? {
          levels: draft.levels.map((level) => level.trim()),
          combinations: draft.combinations.map((combination) => ({
            combinationId: combination.combinationId,
            path: combination.path.map((value) => value.trim()),
            extraPrice: priceIn(combination.extraPrice),
            stock: numberIn(combination.stock, limits.stockMax),
            stockSeen: combination.stockSeen,
          })),
        }
      : null,
    writing: (content ? [] : draft.writing).map((option) => ({
      optionId: option.optionId,
      name: option.name.trim(),
      required: option.required,
      // An empty box adds nothing.
      extraPrice: blank(option.extraPrice) ? 0 : priceIn(option.extraPrice),
    })),
    licenses: (hasLicenses(draft) ? draft.licenses : []).map((license) => ({
      licenseId: license.licenseId,
      name: license.name.trim(),
      price: priceIn(license.price),
    })),
    assets: [
      ...videos.map((video) => ({
        assetId: video.assetId,
        kind: 'VIDEO' as const,
        name: video.name.trim(),
        fileKey: null,
        linkNormal: video.linkNormal.trim(),
        linkHigh: video.linkHigh.trim() || null,
      })),
      ...files.map((file) => ({
        assetId: file.assetId,
        kind: 'DOWNLOAD' as const,
        name: file.name.trim(),
        fileKey: file.fileKey,
        linkNormal: null,
        linkHigh: null,
      })),
    ],
    bibles: draft.bibles.map((bible) => ({
      bookId: bible.bookId,
      // An empty chapter is the whole book.
      chapter: blank(bible.chapter) ? null : numberIn(bible.chapter, 150),
    })),
    relatedItemIds: draft.related.map((related) => related.itemId),
  };
}

/**
 * The body of POST /api/admin/mall/items or PUT …/{itemId}, checked before it is sent with the rules the
 * server applies (firstItemEditProblem: the form's order, the same messages), or the first problem and
 * the box it is about.
 */
export function itemRequestOf(draft: ItemDraft): ItemRequest {
  const body = bodyOf(draft);
  const problem = firstItemEditProblem(body);
  if (!problem) return { ok: true, body };
  const { message, ...where } = problem;
  return { ok: false, problem: message, ...where };
}
