import { z } from 'zod';
import { textOfAtMost } from '../http/text.contract';
import { groupDigits } from '../site/format-won';
import { withParticle } from '../site/korean-particles';
import { solarTerms } from './bible-books';
import { contentTypes, itemStatuses, itemTypes } from './catalog.constants';
import { productNoticeSchema } from './product-notice-rule';
import { taxTypes } from './tax-type';

/** The mall administration's item screens (issue 16): limits and the Korean texts of their refusals. */
export const mallItemAdminLimits = {
  pageSize: 30,
  tagsMax: 20,
  licensesMax: 10,
  assetsMax: 30,
  biblesMax: 20,
  relatedMax: 12,
  writingMax: 5,
  /** A TREE has 1–3 levels and at most this many full paths (combinations). */
  combinationsMax: 300,
  priceMax: 100_000_000,
  stockMax: 1_000_000,
  /** Days a bought content may be downloaded (0 = unlimited). */
  downloadPeriodMax: 3650,
  /** Upload sizes: thumbnails and samples, and the files a content delivers. */
  imageMaxBytes: 10 * 1024 * 1024,
  sampleMaxBytes: 50 * 1024 * 1024,
  contentFileMaxBytes: 200 * 1024 * 1024,
  /** A sample's caption track (WebVTT text): even an hour of dense captions stays far below this. */
  captionMaxBytes: 1024 * 1024,
  /** Characters of a sample's transcript. */
  transcriptMax: 20_000,
  /** Items whose stock is at most this are "재고 부족" in the list's filter. */
  lowStock: 10,
} as const;

/** 100000000 → "100,000,000", as the form writes amounts. */

export const mallItemAdminMessages = {
  titleRequired: '상품명을 입력해 주세요.',
  kindRequired: '상품 분류(예: 교재, 설교 자료)를 입력해 주세요.',
  categoryMissing: '카테고리를 선택해 주세요.',
  brandMissing: '브랜드를 찾을 수 없습니다.',
  regularPriceInvalid: `정가는 0원부터 ${groupDigits(mallItemAdminLimits.priceMax)}원까지 원 단위 숫자로 입력해 주세요.`,
  sellingPriceInvalid: `판매가는 0원부터 ${groupDigits(mallItemAdminLimits.priceMax)}원까지 원 단위 숫자로 입력해 주세요.`,
  priceOrder: '판매가는 정가보다 클 수 없습니다.',
  freeHasPrice: '무료 상품은 판매가를 0원으로 입력해 주세요.',
  warehouseRequired: '실물 상품은 출고 창고를 선택해 주세요.',
  downloadPeriodInvalid: `다운로드 기간은 0일(무제한)부터 ${groupDigits(mallItemAdminLimits.downloadPeriodMax)}일까지 숫자로 입력해 주세요.`,
  stockInvalid: `재고는 0부터 ${groupDigits(mallItemAdminLimits.stockMax)}까지 숫자로 입력해 주세요. 비우면 재고를 관리하지 않습니다.`,
  contentTypeRequired: '콘텐츠 유형을 선택해 주세요.',
  contentHasOptions: '콘텐츠에는 옵션을 둘 수 없습니다.',
  productHasContentParts: '실물 상품에는 라이선스와 콘텐츠 파일을 둘 수 없습니다.',
  licensesOnlyImage: '라이선스는 이미지 콘텐츠에만 둘 수 있습니다.',
  levelsInvalid: '선택형 옵션은 1~3단계이며 단계마다 이름이 있어야 합니다.',
  pathInvalid: '옵션 조합마다 단계 수만큼 값을 입력해 주세요.',
  pathDuplicate: '같은 옵션 조합이 두 번 있습니다.',
  treeEmpty: '선택형 옵션에는 조합이 하나 이상 있어야 합니다.',
  combinationsTooMany: `옵션 조합은 ${mallItemAdminLimits.combinationsMax}개까지 둘 수 있습니다.`,
  combinationNumbersInvalid: `옵션 조합마다 추가 금액(0원부터)과 재고(0부터 ${groupDigits(mallItemAdminLimits.stockMax)}까지)를 숫자로 입력해 주세요.`,
  stockWithTree: '선택형 옵션이 있는 상품은 조합마다 재고를 입력합니다.',
  writingNameRequired: '입력형 옵션의 이름을 입력해 주세요.',
  writingPriceInvalid: '입력형 옵션의 추가 금액을 0원 이상의 숫자로 입력해 주세요.',
  licenseInvalid: '라이선스마다 이름과 가격을 입력해 주세요.',
  assetInvalid: '콘텐츠 파일은 올린 파일이어야 하고, 영상은 일반 화질 주소가 있어야 합니다.',
  assetNameInvalid:
    '파일 이름에는 폴더 경로(/, \\)나 특수 문자(: * ? " < > |), 줄바꿈을 쓸 수 없습니다. 파일 이름만 입력해 주세요.',
  uploadMissing: '올린 파일을 찾을 수 없습니다. 다시 올려 주세요.',
  linkInvalid: '영상 주소는 https:// 또는 /uploads/ 로 시작해야 합니다.',
  bibleInvalid: '성경 구절의 책과 장을 확인해 주세요.',
  relatedInvalid: '관련 상품을 찾을 수 없습니다.',
  /** A combination or the product's stock changed (an order took or gave back units) since the form was read. */
  stockChanged: (name: string, now: number) =>
    `${name}의 재고가 그 사이 주문으로 바뀌었습니다(현재 ${now}개). 다시 불러온 뒤 저장해 주세요.`,
  /** Open (unpaid) orders hold units of a combination the save would remove. */
  heldByOrders: (name: string, held: number) =>
    `${withParticle(name, '은/는')} 결제를 기다리는 주문이 ${held}개를 잡고 있어 지울 수 없습니다. 판매 중지 후 주문이 끝나면 지워 주세요.`,
  fileType: '올릴 수 없는 파일 형식입니다.',
  imageType: '이미지(JPG, PNG, GIF, WEBP)만 올릴 수 있습니다.',
  sampleType: '미리보기는 이미지, 음원(MP3, WAV, OGG) 또는 영상(MP4, WEBM)만 올릴 수 있습니다.',
  captionType:
    '자막은 WebVTT(.vtt) 파일만 올릴 수 있습니다. 첫 줄이 WEBVTT로 시작하는 UTF-8 텍스트인지 확인해 주세요.',
  /** KWCAG 1.2.1 (자막 제공): a sample with sound is shown only with a text alternative of its speech. */
  sampleTextRequired:
    '판매 중인 상품의 영상 미리보기에는 자막(WebVTT)이나 대본을, 음원 미리보기에는 대본을 올리거나, 말소리가 없다고 표시해 주세요.',
  fileTooLarge: (mb: number) => `파일은 ${mb}MB 이하만 올릴 수 있습니다.`,
  categoryNameRequired: '카테고리 이름을 입력해 주세요.',
  categoryParentInvalid: '상위 카테고리는 최상위 카테고리여야 합니다.',
  categoryInUse: '상품이나 하위 카테고리가 있는 카테고리는 지울 수 없습니다.',
  saved: '저장되었습니다.',
} as const;

/** GET /api/admin/mall/items: search and filters of the item list. */
export const adminItemListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  searchText: z.string().max(100).optional().describe('in the title, code and tags'),
  categoryId: z.coerce
    .number()
    .int()
    .min(0)
    .max(1_000_000)
    .optional()
    .describe('a category and its children'),
  itemType: z.enum(itemTypes).optional(),
  itemStatus: z.enum(itemStatuses).optional(),
  stock: z
    .enum(['out', 'low'])
    .optional()
    .describe('out: a product (or a combination of it) with no units left; low: at most 10 left'),
});
export type AdminItemListQuery = z.input<typeof adminItemListQuerySchema>;

export const adminItemRowSchema = z.object({
  itemId: z.number().int(),
  code: z.string(),
  itemType: z.enum(itemTypes),
  contentType: z.string().nullable(),
  title: z.string(),
  thumbnailLink: z.string().nullable(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  brandName: z.string().nullable(),
  sellingPrice: z.number().int(),
  regularPrice: z.number().int(),
  isFree: z.boolean(),
  itemStatus: z.enum(itemStatuses),
  /** Units left (the item's own stock or the sum of its combinations); null when not counted. */
  stock: z.number().int().nullable(),
  /** The smallest stock of one combination (or the item's own): what "품절" and "재고 부족" look at. */
  lowestStock: z.number().int().nullable(),
  /** Units held by orders waiting for payment. */
  held: z.number().int(),
  salesCount: z.number().int(),
  createdAt: z.string(),
  /** On sale without a full 상품정보제공고시 (saved before it was asked for): to be completed. */
  noticeMissing: z.boolean(),
});
export type AdminItemRow = z.infer<typeof adminItemRowSchema>;

export const adminItemListSchema = z.object({
  pageInfo: z.object({ page: z.number().int(), size: z.number().int(), total: z.number().int() }),
  list: z.array(adminItemRowSchema),
});
export type AdminItemList = z.infer<typeof adminItemListSchema>;

const html = z.string().max(200_000);
const price = z.number().int().min(0).max(mallItemAdminLimits.priceMax);
const stock = z.number().int().min(0).max(mallItemAdminLimits.stockMax);

/**
 * A stock as the form edits it: the new number and the number the form was read with (null for a new
 * row). The save refuses when an order changed it in between, instead of overwriting what was sold.
 */
const stockEdit = z.object({ stock, stockSeen: stock.nullable() });

/** One full path of a TREE (one value per level) with its extra price and stock. */
export const combinationEditSchema = stockEdit.extend({
  combinationId: z.number().int().nullable().describe('null for a new path'),
  path: z.array(textOfAtMost(100)).min(1).max(3),
  extraPrice: price,
});
export type CombinationEdit = z.infer<typeof combinationEditSchema>;

/** An item as the administration creates and edits it (POST /api/admin/mall/items, PUT …/{itemId}). */
export const itemEditSchema = z.object({
  itemType: z.enum(itemTypes),
  contentType: z.enum(contentTypes).nullable().describe('CONTENT only'),
  itemKind: textOfAtMost(50).describe('what the item is, shown with it: 교재, 설교 자료, 찬양 악보…'),
  title: textOfAtMost(200),
  tags: z.array(textOfAtMost(30)).max(mallItemAdminLimits.tagsMax),
  categoryId: z.number().int(),
  brandId: z.number().int().nullable(),
  warehouseId: z.number().int().nullable().describe('PRODUCT only: where it ships from'),
  regularPrice: price,
  sellingPrice: price,
  isFree: z.boolean(),
  taxType: z
    .enum(taxTypes)
    .optional()
    .describe('과세 or 면세; left out: a new item takes its type’s default, an edit keeps the item’s'),
  downloadPeriod: z.number().int().min(0).max(mallItemAdminLimits.downloadPeriodMax),
  solarTerm: z.enum(solarTerms).nullable(),
  description: html.describe('rich text, sanitised on the server'),
  usageGuide: html,
  copyrightInfo: html,
  itemStatus: z.enum(itemStatuses),
  thumbnailLink: z.string().max(300).nullable().describe('a path answered by POST /api/admin/mall/uploads'),
  sampleLink: z.string().max(300).nullable(),
  // The sample's text alternatives (KWCAG 1.2.1). Optional so that a caller that knows nothing of them
  // still works; left out, an item has none, and one on sale with a sound or video sample is refused.
  sampleCaptionLink: z
    .string()
    .max(300)
    .nullable()
    .optional()
    .describe(
      'sound or video sample: its WebVTT captions, a path answered by POST …/uploads?purpose=caption',
    ),
  sampleTranscript: textOfAtMost(mallItemAdminLimits.transcriptMax)
    .nullable()
    .optional()
    .describe('sound or video sample: what is said in it, as plain text (blank = none)'),
  sampleWithoutSpeech: z
    .boolean()
    .optional()
    .describe('sound or video sample: it has no speech (music, sounds), so it needs neither of the above'),
  // Optional so that a caller that knows nothing of it still works; left out, an item has none, and
  // one on sale is refused (전자상거래법: the buyer is told the notice before ordering).
  productNotice: productNoticeSchema
    .nullable()
    .optional()
    .describe(
      '상품정보제공고시: group (productNoticeGroups) and the value of each of its items by key; needed in full for SALE',
    ),
  /** A product without TREE options: its own stock (null = not counted). */
  productStock: stockEdit.extend({ stock: stock.nullable() }).nullable(),
  tree: z
    .object({
      levels: z.array(textOfAtMost(100)).min(1).max(3).describe('the level names, level 1 first'),
      combinations: z.array(combinationEditSchema).max(mallItemAdminLimits.combinationsMax),
    })
    .nullable(),
  writing: z
    .array(
      z.object({
        optionId: z.number().int().nullable(),
        name: textOfAtMost(100),
        required: z.boolean(),
        /** Won added to each unit whose line carries this text. */
        extraPrice: price.default(0),
      }),
    )
    .max(mallItemAdminLimits.writingMax),
  licenses: z
    .array(z.object({ licenseId: z.number().int().nullable(), name: textOfAtMost(100), price }))
    .max(mallItemAdminLimits.licensesMax),
  assets: z
    .array(
      z.object({
        assetId: z.number().int().nullable(),
        kind: z.enum(['DOWNLOAD', 'VIDEO']),
        name: textOfAtMost(200),
        fileKey: z.string().max(300).nullable().describe('DOWNLOAD: a key answered by the upload'),
        linkNormal: z.string().max(300).nullable(),
        linkHigh: z.string().max(300).nullable(),
      }),
    )
    .max(mallItemAdminLimits.assetsMax),
  bibles: z
    .array(
      z.object({
        bookId: z.number().int().min(1).max(66),
        chapter: z.number().int().min(1).max(150).nullable(),
      }),
    )
    .max(mallItemAdminLimits.biblesMax),
  relatedItemIds: z.array(z.number().int()).max(mallItemAdminLimits.relatedMax),
});
export type ItemEdit = z.infer<typeof itemEditSchema>;

/** GET /api/admin/mall/items/{itemId}: the item as the form edits it, with what orders hold and each file's size. */
export const adminItemSchema = itemEditSchema.extend({
  itemId: z.number().int(),
  code: z.string(),
  salesCount: z.number().int(),
  createdAt: z.string(),
  /** Units held by orders waiting for payment, of the item's own stock. */
  productHeld: z.number().int(),
  sampleCaptionLink: z.string().nullable(),
  sampleTranscript: z.string().nullable(),
  sampleWithoutSpeech: z.boolean(),
  productNotice: productNoticeSchema.nullable(),
  tree: itemEditSchema.shape.tree
    .unwrap()
    .extend({ combinations: z.array(combinationEditSchema.extend({ held: z.number().int() })) })
    .nullable(),
  assets: z.array(itemEditSchema.shape.assets.element.extend({ bytes: z.number().int().nullable() })),
  related: z.array(z.object({ itemId: z.number().int(), code: z.string(), title: z.string() })),
});
export type AdminItem = z.infer<typeof adminItemSchema>;

/** POST /api/admin/mall/uploads?purpose=…: what a file is for decides how it is checked and stored. */
export const mallUploadPurposes = ['thumbnail', 'sample', 'caption', 'content'] as const;
export type MallUploadPurpose = (typeof mallUploadPurposes)[number];
export const mallUploadedSchema = z.object({
  /** thumbnail/sample/caption: the public path; content: the private key an asset's fileKey takes. */
  path: z.string(),
  name: z.string(),
  bytes: z.number().int(),
  previewPath: z
    .string()
    .nullable()
    .describe(
      'content: the public path of the preview made of it (a small watermarked copy of a picture, or of a PDF’s first page), else null; the item page shows it as 미리보기',
    ),
});
export type MallUploaded = z.infer<typeof mallUploadedSchema>;

/** A category as the administration edits it: a top category or one below a top category. */
export const categoryEditSchema = z.object({
  name: textOfAtMost(50),
  parentId: z.number().int().nullable(),
  icon: textOfAtMost(20).nullable().describe('an icon name of categoryIconNames (book, music, …), or null'),
  sort: z.number().int().min(0).max(999),
});
export const adminCategorySchema = categoryEditSchema.extend({
  categoryId: z.number().int(),
  items: z.number().int(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;
