import { isPlainFileName } from '../files/file-name';
import { firstInFormOrder, type ItemFormField } from './item-form-order';
import {
  type ItemEdit,
  itemEditSchema,
  mallItemAdminLimits as limits,
  mallItemAdminMessages as say,
} from './mall-admin-items.contract';
import { productNoticeProblem } from './product-notice-rule';
import { sampleTextMissing } from './sample-text-rule';

/** A broken rule of the item form: its message and the box it is about (a list's row when given). */
export type ItemEditProblem = { message: string; field: ItemFormField; row?: number };

type FieldRules = Partial<Record<ItemFormField, () => ItemEditProblem | null>>;

/** The public path of every upload, whichever storage keeps the file. */
const uploadsPath = '/uploads/';

const blank = (text: string) => text.trim().length === 0;

/** A whole number from 0 to `max`. The page sends NaN for a box it cannot read, so that box is refused. */
const isWholeUpTo = (value: number, max: number) => Number.isInteger(value) && value >= 0 && value <= max;

/** A picture or sample must be one of the mall's uploads (never another site's address or a path out). */
const isMallUpload = (path: string | null) =>
  path === null || (path.startsWith(`${uploadsPath}mall/`) && !path.includes('..'));

/** A sample's caption track: one of the mall's uploads, and a WebVTT file (the upload names it .vtt). */
const isCaptionUpload = (path: string | null | undefined) =>
  path == null || (isMallUpload(path) && path.toLowerCase().endsWith('.vtt'));

/** A video link: https://… or one of the site's uploads. */
export const isVideoLink = (link: string): boolean =>
  (/^https:\/\/[^\s"'<>]+$/.test(link) && link.length <= 300) ||
  (link.startsWith(uploadsPath) && !link.includes('..'));

/** A combination's path as two combinations are compared: its values trimmed. */
export const combinationPathKey = (path: readonly string[]): string =>
  JSON.stringify(path.map((value) => value.trim()));

const problem = (message: string, field: ItemFormField, row?: number): ItemEditProblem =>
  row === undefined ? { message, field } : { message, field, row };
const problemIf = (broken: boolean, message: string, field: ItemFormField) =>
  broken ? problem(message, field) : null;

/** The first row of a list that breaks a rule, as a problem of that row. */
function rowProblem<T>(
  rows: readonly T[],
  broken: (row: T) => boolean,
  message: string,
  field: ItemFormField,
) {
  const row = rows.findIndex(broken);
  return row >= 0 ? problem(message, field, row) : null;
}

/** The TREE's rows: one at least and not too many, full and different paths, then their numbers. */
function combinationsProblem({
  levels,
  combinations,
}: NonNullable<ItemEdit['tree']>): ItemEditProblem | null {
  if (combinations.length === 0) return problem(say.treeEmpty, 'combinations');
  if (combinations.length > limits.combinationsMax) return problem(say.combinationsTooMany, 'combinations');
  const seen = new Set<string>();
  for (const [row, { path }] of combinations.entries()) {
    if (path.length !== levels.length || path.some(blank))
      return problem(say.pathInvalid, 'combinations', row);
    const key = combinationPathKey(path);
    if (seen.has(key)) return problem(say.pathDuplicate, 'combinations', row);
    seen.add(key);
  }
  return rowProblem(
    combinations,
    (combination) =>
      !isWholeUpTo(combination.extraPrice, limits.priceMax) ||
      !isWholeUpTo(combination.stock, limits.stockMax),
    say.combinationNumbersInvalid,
    'combinations',
  );
}

/** The videos or the files, row by row: each whole, then a file's name, then its links. */
function assetsProblem(edit: ItemEdit, kind: 'DOWNLOAD' | 'VIDEO'): ItemEditProblem | null {
  const field = kind === 'DOWNLOAD' ? 'files' : 'videos';
  for (const [row, asset] of edit.assets.filter((candidate) => candidate.kind === kind).entries()) {
    const upload = kind === 'DOWNLOAD' ? asset.fileKey : asset.linkNormal;
    if (blank(asset.name) || upload === null || blank(upload)) return problem(say.assetInvalid, field, row);
    // The name is what every buyer's computer saves the file as, alone or inside the zip.
    if (kind === 'DOWNLOAD' && !isPlainFileName(asset.name)) return problem(say.assetNameInvalid, field, row);
    const links = [asset.linkNormal, asset.linkHigh];
    if (links.some((link) => link !== null && !isVideoLink(link)))
      return problem(say.linkInvalid, field, row);
  }
  return null;
}

/** Each field's rules, the ones of one field in the order its message should come first. */
function itemEditRules(edit: ItemEdit): FieldRules {
  const isProduct = edit.itemType === 'PRODUCT';
  const { tree } = edit;
  return {
    // Parts that do not belong to the type: the page never sends them.
    itemType: () =>
      isProduct
        ? problemIf(
            edit.licenses.length > 0 || edit.assets.length > 0,
            say.productHasContentParts,
            'itemType',
          )
        : problemIf(
            tree !== null || edit.writing.length > 0 || edit.productStock !== null,
            say.contentHasOptions,
            'itemType',
          ),
    contentType: () =>
      problemIf(!isProduct && edit.contentType === null, say.contentTypeRequired, 'contentType'),
    itemKind: () => problemIf(blank(edit.itemKind), say.kindRequired, 'itemKind'),
    title: () => problemIf(blank(edit.title), say.titleRequired, 'title'),
    categoryId: () => problemIf(edit.categoryId <= 0, say.categoryMissing, 'categoryId'),
    warehouseId: () =>
      problemIf(isProduct && edit.warehouseId === null, say.warehouseRequired, 'warehouseId'),
    regularPrice: () =>
      problemIf(!isWholeUpTo(edit.regularPrice, limits.priceMax), say.regularPriceInvalid, 'regularPrice'),
    sellingPrice: () =>
      problemIf(!isWholeUpTo(edit.sellingPrice, limits.priceMax), say.sellingPriceInvalid, 'sellingPrice') ??
      problemIf(edit.sellingPrice > edit.regularPrice, say.priceOrder, 'sellingPrice') ??
      problemIf(edit.isFree && edit.sellingPrice > 0, say.freeHasPrice, 'sellingPrice'),
    downloadPeriod: () =>
      problemIf(
        !isProduct && !isWholeUpTo(edit.downloadPeriod, limits.downloadPeriodMax),
        say.downloadPeriodInvalid,
        'downloadPeriod',
      ),
    media: () =>
      problemIf(
        !isMallUpload(edit.thumbnailLink) || !isMallUpload(edit.sampleLink),
        say.uploadMissing,
        'media',
      ),
    sampleText: () =>
      problemIf(!isCaptionUpload(edit.sampleCaptionLink), say.uploadMissing, 'sampleText') ??
      problemIf(sampleTextMissing(edit), say.sampleTextRequired, 'sampleText'),
    productNotice: () => {
      const found = productNoticeProblem(edit);
      return found && problem(found.message, 'productNotice', found.row);
    },
    productStock: () => {
      const stock = edit.productStock?.stock ?? null;
      return (
        problemIf(tree !== null && edit.productStock !== null, say.stockWithTree, 'productStock') ??
        problemIf(stock !== null && !isWholeUpTo(stock, limits.stockMax), say.stockInvalid, 'productStock')
      );
    },
    levels: () => {
      if (!tree) return null;
      const unnamed = tree.levels.findIndex(blank);
      const broken = tree.levels.length < 1 || tree.levels.length > 3 || unnamed >= 0;
      return broken ? problem(say.levelsInvalid, 'levels', Math.max(unnamed, 0)) : null;
    },
    combinations: () => (tree ? combinationsProblem(tree) : null),
    writing: () =>
      rowProblem(edit.writing, (option) => blank(option.name), say.writingNameRequired, 'writing') ??
      rowProblem(
        edit.writing,
        (option) => !isWholeUpTo(option.extraPrice, limits.priceMax),
        say.writingPriceInvalid,
        'writing',
      ),
    licenses: () =>
      problemIf(
        edit.licenses.length > 0 && edit.contentType !== 'IMAGE',
        say.licensesOnlyImage,
        'licenses',
      ) ??
      rowProblem(
        edit.licenses,
        (license) => blank(license.name) || !isWholeUpTo(license.price, limits.priceMax),
        say.licenseInvalid,
        'licenses',
      ),
    videos: () => assetsProblem(edit, 'VIDEO'),
    files: () => assetsProblem(edit, 'DOWNLOAD'),
    bibles: () =>
      rowProblem(
        edit.bibles,
        ({ bookId, chapter }) =>
          !Number.isInteger(bookId) ||
          bookId < 1 ||
          bookId > 66 ||
          (chapter !== null && (!Number.isInteger(chapter) || chapter < 1 || chapter > 150)),
        say.bibleInvalid,
        'bibles',
      ),
  };
}

/**
 * The first problem of an item edit in the form's order (itemFormFields: 종류 → 콘텐츠 유형 → 상품 분류 →
 * 상품명 → 카테고리 → 창고 → 가격 → 다운로드 기간 → 사진 → 미리보기의 자막과 대본 → 상품정보제공고시 →
 * 재고와 옵션 → 라이선스 → 영상 → 파일 → 성경 구절), or null. The page checks its form with it before
 * sending, the server every edit it receives, so both name the same first problem. Whether the chosen
 * rows exist only the server can tell.
 */
export function firstItemEditProblem(edit: ItemEdit): ItemEditProblem | null {
  return firstInFormOrder(itemEditRules(edit));
}

/**
 * An item edit with the form's rules across its fields: after any issue of the shape comes one more,
 * the first problem in the form's order (path: the form's box, then the row). A value of the wrong type
 * stops the parse before the rules.
 */
export const checkedItemEditSchema = itemEditSchema.superRefine((edit, context) => {
  const found = firstItemEditProblem(edit);
  if (!found) return;
  const path = found.row === undefined ? [found.field] : [found.field, found.row];
  context.addIssue({ code: 'custom', message: found.message, path });
});
