import { z } from 'zod';
import { pageInfoSchema } from '../community/community.contract';
import {
  contentTypes,
  itemSorts,
  itemStatuses,
  itemTypes,
  mallLimits,
  optionTypes,
} from './catalog.constants';
import { productNoticeTableSchema } from './product-notice-rule';

/** An item's stars: the average of its shown reviews' ratings (one decimal; null when none) and how many. */
export const ratingSummarySchema = z.object({
  ratingAverage: z.number().nullable().describe('1.0–5.0, one decimal; null without rated reviews'),
  ratingCount: z.number().int().describe('shown reviews with stars'),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

/** An item as a card in lists, related items and chatbot replies. */
export const itemCardSchema = ratingSummarySchema.extend({
  itemId: z.number().int(),
  code: z.string(),
  itemType: z.enum(itemTypes),
  contentType: z.enum(contentTypes).nullable(),
  itemKind: z.string(),
  title: z.string(),
  tagList: z.array(z.string()),
  thumbnailLink: z.string().nullable(),
  brandName: z.string().nullable(),
  regularPrice: z.number().int(),
  sellingPrice: z.number().int(),
  discountRate: z.number().int(),
  isFree: z.boolean(),
  itemStatus: z.enum(itemStatuses),
});
export type ItemCard = z.infer<typeof itemCardSchema>;

/** One node of a TREE option level: a choice with its extra price; the last level's nodes are combinations. */
export const optionNodeSchema = z.object({
  elementName: z.string(),
  price: z.number().int().describe('extra won over the selling price'),
  combinationId: z.number().int().nullable().describe('set on the last level: the full path chosen'),
  optionId: z.number().int(),
  soldOut: z.boolean().describe('no stock left on any path through this node'),
  stock: z
    .number()
    .int()
    .nullable()
    .describe('the last level: units left of the combination (the most a line may ask for); null above it'),
});
export type OptionNode = z.infer<typeof optionNodeSchema>;

export const itemOptionSchema = z.object({
  optionId: z.number().int(),
  optionName: z.string(),
  optionType: z.enum(optionTypes),
  required: z.boolean(),
  depth: z.number().int().describe('TREE: the level (1–3); WRITING: 0'),
  extraPrice: z
    .number()
    .int()
    .describe('WRITING: won added to each unit whose line carries its text (0 = free); TREE: 0'),
  optionNodeList: z
    .array(optionNodeSchema)
    .describe('TREE level 1 only: later levels come from the options call'),
});
export type ItemOption = z.infer<typeof itemOptionSchema>;

/** GET /new_api/customer/item/{itemId}: the item (mall.md §3 Item). */
export const itemDetailSchema = z.object({
  itemId: z.number().int(),
  code: z.string(),
  productId: z.number().int().nullable(),
  contentId: z.number().int().nullable(),
  itemType: z.enum(itemTypes),
  title: z.string(),
  tagList: z.array(z.string()),
  thumbnailLink: z.string().nullable(),
  brand: z.object({ name: z.string() }).nullable(),
  category: z.object({ categoryId: z.number().int(), name: z.string() }),
  contentType: z.enum(contentTypes).nullable(),
  itemKind: z.string(),
  downloadPeriod: z.number().int().describe('days; 0 = unlimited'),
  bibleList: z.array(
    z.object({ bibleId: z.number().int(), bookName: z.string(), chapter: z.number().int().nullable() }),
  ),
  solarTerm: z.string().nullable(),
  isFree: z.boolean(),
  regularPrice: z.number().int(),
  sellingPrice: z.number().int(),
  discountRate: z.number().int(),
  itemStatus: z.enum(itemStatuses),
  sampleLink: z.string().nullable(),
  sampleCaptionLink: z
    .string()
    .nullable()
    .describe('a sound or video sample’s WebVTT captions (same-origin /uploads path), null when none'),
  sampleTranscript: z
    .string()
    .nullable()
    .describe('a sound or video sample’s transcript, plain text with its line breaks, null when none'),
  description: z.string().describe('HTML, sanitised when stored'),
  usageGuide: z.string().describe('HTML, sanitised when stored'),
  copyrightInfo: z.string().describe('HTML, sanitised when stored'),
  productNotice: productNoticeTableSchema
    .nullable()
    .describe(
      '상품정보제공고시: the rows of its group that have a value, in the notice’s order; null when none',
    ),
  isADFActive: z.boolean(),
  additionalDeliveryFee: z.number().int(),
  warehouse: z
    .object({
      warehouseId: z.number().int(),
      name: z.string(),
      deliveryFee: z.number().int(),
      deliveryCompany: z.string(),
      deliveryFreeOption: z.number().int().describe('free delivery when the selected goods exceed this'),
    })
    .nullable(),
  productStock: z.number().int().nullable().describe('a product without options: units left'),
  optionList: z.array(itemOptionSchema),
  optionCombined: z
    .boolean()
    .describe('TREE options are sold as combinations with their own price and stock'),
  relationItemList: z.array(
    itemCardSchema.pick({
      itemId: true,
      title: true,
      thumbnailLink: true,
      tagList: true,
      sellingPrice: true,
      regularPrice: true,
      discountRate: true,
    }),
  ),
  contentImage: z
    .object({
      imageLicenseList: z.array(
        z.object({
          contentImageLicenseId: z.number().int(),
          licenseName: z.string(),
          licensePrice: z.number().int().describe('the content’s whole price under this licence'),
        }),
      ),
    })
    .nullable(),
  reviewCount: z.number().int(),
  ...ratingSummarySchema.shape,
});
export type ItemDetail = z.infer<typeof itemDetailSchema>;

/** GET /new_api/product/{itemId}/options?elements=…: the next TREE level after the chosen element names. */
export const optionPathsQuerySchema = z.object({
  elements: z
    .union([z.string().max(100), z.array(z.string().max(100)).max(mallLimits.optionDepthMax - 1)])
    .optional()
    .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value])),
});
export const optionPathsSchema = z.object({
  optionId: z.number().int(),
  optionName: z.string(),
  depth: z.number().int(),
  paths: z.array(optionNodeSchema),
});
export type OptionPaths = z.infer<typeof optionPathsSchema>;

/** GET /new_api/customer/item/list */
export const itemListQuerySchema = z.object({
  categoryId: z.coerce.number().int().positive().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(60).default(mallLimits.listPageSize),
  sort: z.enum(itemSorts).default('new'),
  searchText: z.string().trim().max(mallLimits.searchMaxLength).optional(),
});
export type ItemListQuery = z.input<typeof itemListQuerySchema>;
/** The list call's parameters as the server reads them (defaults applied). */
export type ItemListParams = z.infer<typeof itemListQuerySchema>;
export const itemListSchema = z.object({ itemList: z.array(itemCardSchema), pageInfo: pageInfoSchema });
export type ItemList = z.infer<typeof itemListSchema>;

/** GET /new_api/category/list: the mall's categories with their subcategories (data, not code). */
export const categorySchema = z.object({
  categoryId: z.number().int(),
  name: z.string(),
  icon: z.string().nullable().describe('a drawn icon’s name (categoryIconNames: book, music, …), or null'),
  children: z.array(z.object({ categoryId: z.number().int(), name: z.string() })),
});
export type Category = z.infer<typeof categorySchema>;
export const categoryListSchema = z.object({ categoryList: z.array(categorySchema) });

/** GET /new_api/review/list and /new_api/review/{reviewId}. */
export const reviewSchema = z.object({
  reviewId: z.number().int(),
  itemId: z.number().int(),
  memberName: z.string().describe('masked: 김*수'),
  reviewTitle: z.string(),
  reviewDescription: z.string().describe('HTML, sanitised when stored'),
  rating: z.number().int().nullable().describe('stars 1–5; null on reviews written before stars'),
  photoList: z.array(z.string()),
  createdDateTime: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;
export const reviewListQuerySchema = z.object({
  /** An item's reviews; or, with memberIdx (the caller's own idx), the caller's reviews. */
  itemId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  memberIdx: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(mallLimits.reviewPageSize),
});
export const reviewListSchema = z.object({ reviewList: z.array(reviewSchema), pageInfo: pageInfoSchema });
export type ReviewList = z.infer<typeof reviewListSchema>;

/** GET /new_api/ai-search?question=…: the chatbot, answered from the catalogue. */
export const chatbotQuerySchema = z.object({
  question: z
    .string()
    .trim()
    .min(1, '질문을 입력해 주세요.')
    .max(mallLimits.questionMaxLength, '질문은 500자 이내로 입력해 주세요.'),
});
export const understoodSchema = z.object({
  bibleBook: z.string().nullable(),
  chapter: z.number().int().nullable(),
  solarTerm: z.string().nullable(),
  itemType: z.enum(itemTypes).nullable(),
  contentType: z.enum(contentTypes).nullable(),
  categoryName: z.string().nullable(),
  free: z.boolean().nullable(),
  minPrice: z.number().int().nullable(),
  maxPrice: z.number().int().nullable(),
  keywords: z.array(z.string()),
});
export type Understood = z.infer<typeof understoodSchema>;
export const chatbotAnswerSchema = z.object({
  question: z.string(),
  understood: understoodSchema,
  /** What was understood, said back in Korean ("요한복음 3장 설교", "유아부 교재, 2만 원 이하"). */
  summary: z.string(),
  /** The reply shown in the chat bubble. */
  message: z.string(),
  itemList: z.array(itemCardSchema),
  /** Broader questions to try when nothing matched. */
  suggestions: z.array(z.string()),
});
export type ChatbotAnswer = z.infer<typeof chatbotAnswerSchema>;
