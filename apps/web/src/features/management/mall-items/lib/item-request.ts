import {
  firstInFormOrder,
  type ItemEdit,
  type ItemFormField,
  isPlainFileName,
  mallItemAdminLimits as limits,
  mallItemAdminMessages as say,
} from '@edu/shared';
import type { CombinationDraft, ItemDraft } from './item-draft';
import { boundedNumberOf, groupedText } from './numbers';

/** The page's own texts, for boxes whose number the server would refuse only as malformed. */
export const itemFormMessages = {
  regularPriceInvalid: `정가는 0원부터 ${groupedText(limits.priceMax)}원까지 원 단위 숫자로 입력해 주세요.`,
  sellingPriceInvalid: `판매가는 0원부터 ${groupedText(limits.priceMax)}원까지 원 단위 숫자로 입력해 주세요.`,
  downloadPeriodInvalid: `다운로드 기간은 0일(무제한)부터 ${groupedText(limits.downloadPeriodMax)}일까지 숫자로 입력해 주세요.`,
  stockInvalid: `재고는 0부터 ${groupedText(limits.stockMax)}까지 숫자로 입력해 주세요. 비우면 재고를 관리하지 않습니다.`,
  combinationNumbersInvalid: `옵션 조합마다 추가 금액(0원부터)과 재고(0부터 ${groupedText(limits.stockMax)}까지)를 숫자로 입력해 주세요.`,
  combinationsTooMany: `옵션 조합은 ${limits.combinationsMax}개까지 둘 수 있습니다.`,
} as const;

/** The box a problem is about: the form puts focus there (a row's first box when `row` is given). */
export type ItemField = ItemFormField;

export type ItemRequest =
  | { ok: true; body: ItemEdit }
  | { ok: false; problem: string; field: ItemField; row?: number };

const blank = (text: string) => text.trim().length === 0;
const firstIndex = <T>(rows: readonly T[], wrong: (row: T) => boolean) => rows.findIndex(wrong);

/** What the server takes as a video link: https://… or one of the site's /uploads/ paths. */
export const isVideoLink = (link: string): boolean =>
  (/^https:\/\/[^\s"'<>]+$/.test(link) && link.length <= 300) ||
  (link.startsWith('/uploads/') && !link.includes('..'));

/** The path of a combination as the server compares it: values trimmed. */
export const pathKey = (path: readonly string[]): string => JSON.stringify(path.map((value) => value.trim()));

/** A chapter from 1 to 150, or null. */
const chapterOf = (text: string): number | null => {
  const chapter = boundedNumberOf(text, 150);
  return chapter === null || chapter === 0 ? null : chapter;
};

type Problem = Extract<ItemRequest, { ok: false }>;
const problemOf = (problem: string, field: ItemField, row?: number): Problem =>
  row === undefined ? { ok: false, problem, field } : { ok: false, problem, field, row };

/** The TREE's level names: 1 to 3, each named. */
function levelsProblem(levels: readonly string[]): Problem | null {
  const level = firstIndex(levels, blank);
  if (levels.length < 1 || levels.length > 3 || level >= 0)
    return problemOf(say.levelsInvalid, 'levels', Math.max(level, 0));
  return null;
}

/** The TREE's rows, in the server's order: a row at least, full and different paths, then numbers. */
function combinationsProblem(
  levels: readonly string[],
  combinations: readonly CombinationDraft[],
): Problem | null {
  if (combinations.length === 0) return problemOf(say.treeEmpty, 'combinations');
  if (combinations.length > limits.combinationsMax)
    return problemOf(itemFormMessages.combinationsTooMany, 'combinations');
  const seen = new Set<string>();
  for (const [row, combination] of combinations.entries()) {
    if (combination.path.length !== levels.length || combination.path.some(blank))
      return problemOf(say.pathInvalid, 'combinations', row);
    const key = pathKey(combination.path);
    if (seen.has(key)) return problemOf(say.pathDuplicate, 'combinations', row);
    seen.add(key);
  }
  const numbers = firstIndex(
    combinations,
    (combination) =>
      boundedNumberOf(combination.extraPrice, limits.priceMax) === null ||
      boundedNumberOf(combination.stock, limits.stockMax) === null,
  );
  if (numbers >= 0) return problemOf(itemFormMessages.combinationNumbersInvalid, 'combinations', numbers);
  return null;
}

/** The videos, each whole (a name and a normal link), then its links valid. */
function videosProblem(videos: ItemDraft['videos']): Problem | null {
  for (const [row, video] of videos.entries()) {
    if (blank(video.name) || blank(video.linkNormal)) return problemOf(say.assetInvalid, 'videos', row);
    if (
      !isVideoLink(video.linkNormal.trim()) ||
      (!blank(video.linkHigh) && !isVideoLink(video.linkHigh.trim()))
    )
      return problemOf(say.linkInvalid, 'videos', row);
  }
  return null;
}

/** What the form shows of the item's type: the parts of the other type stay in the draft but are not sent. */
const isContent = (draft: ItemDraft) => draft.itemType === 'CONTENT';
const hasVideos = (draft: ItemDraft) => isContent(draft) && draft.contentType === 'VIDEO';
const hasLicenses = (draft: ItemDraft) => isContent(draft) && draft.contentType === 'IMAGE';
const hasTree = (draft: ItemDraft) => !isContent(draft) && draft.optionMode === 'TREE';

/** A WRITING option's extra per unit: an empty box is none (0). */
const writingExtraOf = (option: { extraPrice: string }) =>
  blank(option.extraPrice) ? 0 : boundedNumberOf(option.extraPrice, limits.priceMax);

/** The own stock as sent: a number, or null when the box is empty (not counted). */
const ownStockOf = (draft: ItemDraft) =>
  blank(draft.productStock) ? null : boundedNumberOf(draft.productStock, limits.stockMax);

/** The checks of each field the page can get wrong, with the box each problem puts focus on. */
function fieldChecks(draft: ItemDraft): Partial<Record<ItemFormField, () => Problem | null>> {
  const content = isContent(draft);
  const price = (text: string) => boundedNumberOf(text, limits.priceMax);
  const regularPrice = price(draft.regularPrice);
  const sellingPrice = draft.isFree ? 0 : price(draft.sellingPrice);
  const writing = content ? [] : draft.writing;
  const licenses = hasLicenses(draft) ? draft.licenses : [];
  const files = content ? draft.files : [];
  const rowProblem = <T>(
    rows: readonly T[],
    wrong: (row: T) => boolean,
    message: string,
    field: ItemField,
  ) => {
    const row = firstIndex(rows, wrong);
    return row >= 0 ? problemOf(message, field, row) : null;
  };
  return {
    contentType: () =>
      content && draft.contentType === null ? problemOf(say.contentTypeRequired, 'contentType') : null,
    itemKind: () => (blank(draft.itemKind) ? problemOf(say.kindRequired, 'itemKind') : null),
    title: () => (blank(draft.title) ? problemOf(say.titleRequired, 'title') : null),
    categoryId: () => (draft.categoryId === null ? problemOf(say.categoryMissing, 'categoryId') : null),
    warehouseId: () =>
      !content && draft.warehouseId === null ? problemOf(say.warehouseRequired, 'warehouseId') : null,
    regularPrice: () =>
      regularPrice === null ? problemOf(itemFormMessages.regularPriceInvalid, 'regularPrice') : null,
    sellingPrice: () => {
      if (sellingPrice === null) return problemOf(itemFormMessages.sellingPriceInvalid, 'sellingPrice');
      return sellingPrice > (regularPrice ?? 0) ? problemOf(say.priceOrder, 'sellingPrice') : null;
    },
    downloadPeriod: () =>
      content && boundedNumberOf(draft.downloadPeriod, limits.downloadPeriodMax) === null
        ? problemOf(itemFormMessages.downloadPeriodInvalid, 'downloadPeriod')
        : null,
    productStock: () =>
      !content && draft.optionMode === 'NONE' && ownStockOf(draft) === null && !blank(draft.productStock)
        ? problemOf(itemFormMessages.stockInvalid, 'productStock')
        : null,
    levels: () => (hasTree(draft) ? levelsProblem(draft.levels) : null),
    combinations: () => (hasTree(draft) ? combinationsProblem(draft.levels, draft.combinations) : null),
    writing: () =>
      rowProblem(writing, (option) => blank(option.name), say.writingNameRequired, 'writing') ??
      rowProblem(writing, (option) => writingExtraOf(option) === null, say.writingPriceInvalid, 'writing'),
    licenses: () =>
      rowProblem(
        licenses,
        (license) => blank(license.name) || price(license.price) === null,
        say.licenseInvalid,
        'licenses',
      ),
    videos: () => (hasVideos(draft) ? videosProblem(draft.videos) : null),
    files: () =>
      rowProblem(files, (file) => blank(file.name) || blank(file.fileKey), say.assetInvalid, 'files') ??
      rowProblem(files, (file) => !isPlainFileName(file.name), say.assetNameInvalid, 'files'),
    bibles: () =>
      rowProblem(
        draft.bibles,
        (bible) =>
          bible.bookId < 1 || bible.bookId > 66 || (!blank(bible.chapter) && !chapterOf(bible.chapter)),
        say.bibleInvalid,
        'bibles',
      ),
  };
}

/**
 * Checks the form in the order it shows its fields (itemFormFields, the server's order too: 콘텐츠 유형
 * → 상품 분류 → 상품명 → 카테고리 → 창고 → 가격 → 옵션 → 라이선스 → 영상 → 파일 → 성경 구절) with its
 * messages, and answers the body of POST /api/admin/mall/items or PUT …/{itemId}: the numbers read, a
 * free item priced 0, only the parts its type and content type have.
 */
export function itemRequestOf(draft: ItemDraft): ItemRequest {
  const problem = firstInFormOrder(fieldChecks(draft));
  if (problem) return problem;
  const number = (text: string, max: number) => boundedNumberOf(text, max) ?? 0;
  const writing = isContent(draft) ? [] : draft.writing;
  const licenses = hasLicenses(draft) ? draft.licenses : [];
  const videos = hasVideos(draft) ? draft.videos : [];
  const files = isContent(draft) ? draft.files : [];
  const regularPrice = number(draft.regularPrice, limits.priceMax);
  const sellingPrice = draft.isFree ? 0 : number(draft.sellingPrice, limits.priceMax);
  const downloadPeriod = isContent(draft) ? number(draft.downloadPeriod, limits.downloadPeriodMax) : 0;
  const productStock: ItemEdit['productStock'] =
    !isContent(draft) && draft.optionMode === 'NONE'
      ? { stock: ownStockOf(draft), stockSeen: draft.productStockSeen }
      : null;

  return {
    ok: true,
    body: {
      itemType: draft.itemType,
      contentType: isContent(draft) ? draft.contentType : null,
      itemKind: draft.itemKind.trim(),
      title: draft.title.trim(),
      tags: draft.tags,
      // Checked above: a category is chosen.
      categoryId: draft.categoryId ?? 0,
      brandId: draft.brandId,
      warehouseId: isContent(draft) ? null : draft.warehouseId,
      regularPrice,
      sellingPrice,
      isFree: draft.isFree,
      downloadPeriod,
      solarTerm: draft.solarTerm,
      description: draft.description,
      usageGuide: draft.usageGuide,
      copyrightInfo: draft.copyrightInfo,
      itemStatus: draft.itemStatus,
      thumbnailLink: draft.thumbnailLink,
      sampleLink: draft.sampleLink,
      productStock,
      tree: hasTree(draft)
        ? {
            levels: draft.levels.map((level) => level.trim()),
            combinations: draft.combinations.map((combination) => ({
              combinationId: combination.combinationId,
              path: combination.path.map((value) => value.trim()),
              extraPrice: boundedNumberOf(combination.extraPrice, limits.priceMax) ?? 0,
              stock: boundedNumberOf(combination.stock, limits.stockMax) ?? 0,
              stockSeen: combination.stockSeen,
            })),
          }
        : null,
      writing: writing.map((option) => ({
        optionId: option.optionId,
        name: option.name.trim(),
        required: option.required,
        extraPrice: writingExtraOf(option) ?? 0,
      })),
      licenses: licenses.map((license) => ({
        licenseId: license.licenseId,
        name: license.name.trim(),
        price: boundedNumberOf(license.price, limits.priceMax) ?? 0,
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
        chapter: blank(bible.chapter) ? null : chapterOf(bible.chapter),
      })),
      relatedItemIds: draft.related.map((related) => related.itemId),
    },
  };
}
