import type { AdminItem, ContentType, ItemStatus, ItemType, SolarTerm, TaxType } from '@edu/shared';
import { groupedText } from './numbers';
import { type NoticeDraft, noticeDraftOf } from './product-notice-draft';

/** A row of a list the form edits: `key` only tells React which row is which. */
type Row = { key: string };

/** One full path of the TREE as typed: one value per level, the extra price and the stock as text. */
export type CombinationDraft = Row & {
  combinationId: number | null;
  path: string[];
  extraPrice: string;
  stock: string;
  /** The stock the form was loaded with (null for a new row): sent back so a concurrent order is noticed. */
  stockSeen: number | null;
  /** Units unpaid orders hold: such a row cannot be removed. */
  held: number;
};

/** A WRITING option as typed: its extra per unit whose line carries its text, as text. */
export type WritingDraft = Row & {
  optionId: number | null;
  name: string;
  required: boolean;
  extraPrice: string;
};
export type LicenseDraft = Row & { licenseId: number | null; name: string; price: string };
/** A file a content delivers (DOWNLOAD): uploaded privately, its key kept. */
export type FileDraft = Row & { assetId: number | null; name: string; fileKey: string; bytes: number | null };
/** A video a content streams (VIDEO): its links, no file. */
export type VideoDraft = Row & { assetId: number | null; name: string; linkNormal: string; linkHigh: string };
export type BibleDraft = Row & { bookId: number; chapter: string };
export type RelatedDraft = { itemId: number; code: string; title: string };

export type OptionMode = 'NONE' | 'TREE';

/** The item form as typed: numbers are text until the save reads them, lists keep their row keys. */
export type ItemDraft = NoticeDraft & {
  itemType: ItemType;
  contentType: ContentType | null;
  itemKind: string;
  title: string;
  tags: string[];
  categoryId: number | null;
  brandId: number | null;
  warehouseId: number | null;
  solarTerm: SolarTerm | null;
  itemStatus: ItemStatus;
  regularPrice: string;
  sellingPrice: string;
  isFree: boolean;
  /** 과세 or 면세 as chosen; null until chosen: a new item takes its type's default (실물 면세, 콘텐츠 과세). */
  taxType: TaxType | null;
  /** Days a bought content may be downloaded; "0" = unlimited. */
  downloadPeriod: string;
  thumbnailLink: string | null;
  sampleLink: string | null;
  /** A sound or video sample's WebVTT captions (an upload's path), its transcript and the no-speech tick. */
  sampleCaptionLink: string | null;
  sampleTranscript: string;
  sampleWithoutSpeech: boolean;
  description: string;
  usageGuide: string;
  copyrightInfo: string;
  optionMode: OptionMode;
  /** A product without options: its stock; empty = not counted. */
  productStock: string;
  productStockSeen: number | null;
  productHeld: number;
  /** The TREE's level names, level 1 first (1 to 3). */
  levels: string[];
  combinations: CombinationDraft[];
  writing: WritingDraft[];
  licenses: LicenseDraft[];
  files: FileDraft[];
  videos: VideoDraft[];
  bibles: BibleDraft[];
  related: RelatedDraft[];
};

let lastKey = 0;
/** A fresh row key. */
export const newRowKey = (): string => {
  lastKey += 1;
  return `row-${lastKey}`;
};

/** A new item's form: a product on sale, every box empty, downloads unlimited. */
export const emptyItemDraft = (): ItemDraft => ({
  itemType: 'PRODUCT',
  contentType: null,
  itemKind: '',
  title: '',
  tags: [],
  categoryId: null,
  brandId: null,
  warehouseId: null,
  solarTerm: null,
  itemStatus: 'SALE',
  regularPrice: '',
  sellingPrice: '',
  isFree: false,
  taxType: null,
  downloadPeriod: '0',
  thumbnailLink: null,
  sampleLink: null,
  sampleCaptionLink: null,
  sampleTranscript: '',
  sampleWithoutSpeech: false,
  ...noticeDraftOf(null),
  description: '',
  usageGuide: '',
  copyrightInfo: '',
  optionMode: 'NONE',
  productStock: '',
  productStockSeen: null,
  productHeld: 0,
  levels: [''],
  combinations: [],
  writing: [],
  licenses: [],
  files: [],
  videos: [],
  bibles: [],
  related: [],
});

/** A saved item's form, its amounts written as "3,000" and every stock remembered as it was read. */
export function itemDraftOf(item: AdminItem): ItemDraft {
  return {
    itemType: item.itemType,
    contentType: item.contentType,
    itemKind: item.itemKind,
    title: item.title,
    tags: item.tags,
    categoryId: item.categoryId,
    brandId: item.brandId,
    warehouseId: item.warehouseId,
    solarTerm: item.solarTerm,
    itemStatus: item.itemStatus,
    regularPrice: groupedText(item.regularPrice),
    sellingPrice: groupedText(item.sellingPrice),
    isFree: item.isFree,
    taxType: item.taxType ?? null,
    downloadPeriod: String(item.downloadPeriod),
    thumbnailLink: item.thumbnailLink,
    sampleLink: item.sampleLink,
    sampleCaptionLink: item.sampleCaptionLink,
    sampleTranscript: item.sampleTranscript ?? '',
    sampleWithoutSpeech: item.sampleWithoutSpeech,
    ...noticeDraftOf(item.productNotice),
    description: item.description,
    usageGuide: item.usageGuide,
    copyrightInfo: item.copyrightInfo,
    optionMode: item.tree ? 'TREE' : 'NONE',
    productStock: item.productStock?.stock == null ? '' : String(item.productStock.stock),
    productStockSeen: item.productStock?.stockSeen ?? null,
    productHeld: item.productHeld,
    levels: item.tree?.levels ?? [''],
    combinations: (item.tree?.combinations ?? []).map((combination) => ({
      key: newRowKey(),
      combinationId: combination.combinationId,
      path: combination.path,
      extraPrice: groupedText(combination.extraPrice),
      stock: String(combination.stock),
      stockSeen: combination.stockSeen,
      held: combination.held,
    })),
    writing: item.writing.map((option) => ({
      key: newRowKey(),
      ...option,
      extraPrice: groupedText(option.extraPrice),
    })),
    licenses: item.licenses.map((license) => ({
      key: newRowKey(),
      licenseId: license.licenseId,
      name: license.name,
      price: groupedText(license.price),
    })),
    files: item.assets.flatMap((asset) =>
      asset.kind === 'DOWNLOAD'
        ? [
            {
              key: newRowKey(),
              assetId: asset.assetId,
              name: asset.name,
              fileKey: asset.fileKey ?? '',
              bytes: asset.bytes,
            },
          ]
        : [],
    ),
    videos: item.assets.flatMap((asset) =>
      asset.kind === 'VIDEO'
        ? [
            {
              key: newRowKey(),
              assetId: asset.assetId,
              name: asset.name,
              linkNormal: asset.linkNormal ?? '',
              linkHigh: asset.linkHigh ?? '',
            },
          ]
        : [],
    ),
    bibles: item.bibles.map((bible) => ({
      key: newRowKey(),
      bookId: bible.bookId,
      chapter: bible.chapter === null ? '' : String(bible.chapter),
    })),
    related: item.related,
  };
}
