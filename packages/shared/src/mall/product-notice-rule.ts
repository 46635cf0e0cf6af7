import { z } from 'zod';
import { characterCount } from '../http/text.contract';
import { groupDigits } from '../site/format-won';
import { withParticle } from '../site/korean-particles';
import type { ItemStatus } from './catalog.constants';
import { isbn13ChecksumHolds, isbnDigitsOf, isIsbn13Shape } from './isbn';
import {
  type ProductNoticeField,
  type ProductNoticeGroup,
  productNoticeFieldsOf,
  productNoticeGroupKeys,
  productNoticeGroups,
} from './product-notice-groups';

/**
 * An item's 상품정보제공고시 as the form sends it and the item keeps it: its group and the value of each
 * of the group's items by key. The shape only bounds the body; each item's own limit is the rule's.
 */
export const productNoticeSchema = z.object({
  group: z.enum(productNoticeGroupKeys),
  values: z.record(z.string().max(40), z.string().max(5000)),
});
export type ProductNotice = z.infer<typeof productNoticeSchema>;

/** "‘쪽수’는", "‘ISBN’은": the quoted label with the particle its last sound takes. */
const quoted = (label: string, particle: '은/는' | '이/가') =>
  `‘${label}’${withParticle(label, particle).slice(label.length)}`;

export const productNoticeMessages = {
  required:
    '판매 중인 상품에는 상품정보제공고시가 있어야 합니다. 상품군을 고르고 고시 항목을 모두 채워 주세요.',
  /** Names every empty item, so the administrator knows the whole of what is left. */
  missing: (groupLabel: string, labels: readonly string[]) =>
    `판매 중인 상품은 상품정보제공고시(${groupLabel}) 항목을 모두 채워야 합니다. 비어 있는 항목: ${labels.map((label) => `‘${label}’`).join(', ')}`,
  tooLong: (label: string, max: number) =>
    `상품정보제공고시의 ${quoted(label, '은/는')} ${groupDigits(max)}자까지 입력할 수 있습니다.`,
  unknownField: '상품정보제공고시에 고른 상품군에 없는 항목이 들어 있습니다.',
  isbnShape: 'ISBN은 978 또는 979로 시작하는 13자리 숫자로 입력해 주세요. 하이픈(-)은 넣어도 됩니다.',
  isbnChecksum: 'ISBN의 마지막 자리(검증 숫자)가 맞지 않습니다. 책 뒤표지의 ISBN을 다시 확인해 주세요.',
} as const;
const say = productNoticeMessages;

/** What the rule reads of an item: whether it is on sale, and its notice (none when left out). */
export type ProductNoticeParts = { itemStatus: ItemStatus; productNotice?: ProductNotice | null | undefined };

/** A broken rule of the notice: its message and, when it is about one item, that item's place in the group. */
export type ProductNoticeProblem = { message: string; row?: number };

const trimmedValueOf = (notice: ProductNotice, field: ProductNoticeField) =>
  (notice.values[field.key] ?? '').trim();

/** A value's own problem, whether or not the item is on sale: too long, or an ISBN that is not one. */
function valueProblem(field: ProductNoticeField, value: string): string | null {
  if (characterCount(value) > field.max) return say.tooLong(field.label, field.max);
  if (field.format !== 'isbn' || value === '') return null;
  const digits = isbnDigitsOf(value);
  if (!isIsbn13Shape(digits)) return say.isbnShape;
  return isbn13ChecksumHolds(digits) ? null : say.isbnChecksum;
}

/**
 * 전자상거래법 (상품정보제공고시): an item on sale (판매 중) states its group's notice in full; a stopped
 * item may keep a partial one while it is prepared, but no value may be too long or a wrong ISBN. The
 * problems come in the group's order, so the first names the first box on screen; a missing one names
 * every empty item. The form, the save and the list's 판매 재개 all ask this one rule.
 */
export function productNoticeProblem(item: ProductNoticeParts): ProductNoticeProblem | null {
  const notice = item.productNotice ?? null;
  const onSale = item.itemStatus === 'SALE';
  if (!notice) return onSale ? { message: say.required } : null;
  const fields = productNoticeFieldsOf(notice.group);
  const known = new Set(fields.map((field) => field.key));
  if (Object.keys(notice.values).some((key) => !known.has(key))) return { message: say.unknownField };
  const missing = onSale
    ? fields.filter((field) => field.required && trimmedValueOf(notice, field) === '')
    : [];
  for (const [row, field] of fields.entries()) {
    if (missing.includes(field))
      return {
        message: say.missing(
          productNoticeGroups[notice.group].label,
          missing.map((each) => each.label),
        ),
        row,
      };
    const message = valueProblem(field, trimmedValueOf(notice, field));
    if (message) return { message, row };
  }
  return null;
}

/** An item on sale without its full notice (one saved before the notice was asked for): the admin list flags it. */
export const productNoticeMissing = (item: ProductNoticeParts): boolean =>
  item.itemStatus === 'SALE' && productNoticeProblem(item) !== null;

/** The notice as the item keeps it: the group's values trimmed, blanks left out, an ISBN as its 13 digits. */
export function storedProductNotice(notice: ProductNotice | null | undefined): ProductNotice | null {
  if (!notice) return null;
  const values: Record<string, string> = {};
  for (const field of productNoticeFieldsOf(notice.group)) {
    const value = trimmedValueOf(notice, field);
    if (value) values[field.key] = field.format === 'isbn' ? isbnDigitsOf(value) : value;
  }
  return { group: notice.group, values };
}

/** The notice as the item page shows it: a table of the group's items that have a value. */
export const productNoticeTableSchema = z.object({
  group: z.enum(productNoticeGroupKeys),
  groupLabel: z.string(),
  rows: z.array(z.object({ label: z.string(), value: z.string() })),
});
export type ProductNoticeTable = z.infer<typeof productNoticeTableSchema>;

/** The rows of the item page's 상품정보제공고시, in the notice's order; null when there is nothing to show. */
export function productNoticeTableOf(notice: ProductNotice | null | undefined): ProductNoticeTable | null {
  if (!notice || !(notice.group in productNoticeGroups)) return null;
  const group: ProductNoticeGroup = notice.group;
  const rows = productNoticeFieldsOf(group).flatMap((field) => {
    const value = trimmedValueOf(notice, field);
    return value ? [{ label: field.label, value }] : [];
  });
  return rows.length ? { group, groupLabel: productNoticeGroups[group].label, rows } : null;
}
