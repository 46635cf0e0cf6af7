import { describe, expect, it } from 'vitest';
import { productNoticeFieldsOf, productNoticeGroupKeys } from './product-notice-groups';
import {
  type ProductNotice,
  productNoticeMissing,
  productNoticeProblem,
  productNoticeTableOf,
  productNoticeMessages as say,
  storedProductNotice,
} from './product-notice-rule';

/** A 도서 notice with every item filled, as a textbook's administrator writes it. */
const book = (values: Record<string, string> = {}): ProductNotice => ({
  group: 'BOOK',
  values: {
    bookTitle: '유치부 여름성경학교 교재',
    authorPublisher: '하나바이블 교육부 / 하나바이블',
    bookSize: '210×297mm (A4)',
    pageCount: '48쪽',
    bookComposition: '학생용 교재 1권, 스티커 1장',
    publishedOn: '2026-05-01',
    tableOfContents: '1과 창조 2과 노아 3과 아브라함 4과 요셉 5과 모세 (사용 연령 5~7세)',
    ...values,
  },
});
const onSale = (productNotice: ProductNotice | null) => ({ itemStatus: 'SALE' as const, productNotice });
const stopped = (productNotice: ProductNotice | null) => ({ itemStatus: 'STOP' as const, productNotice });

describe('productNoticeProblem (상품정보제공고시)', () => {
  it('lets an item on sale with its group’s every item filled (the ISBN may be left out)', () => {
    expect(productNoticeProblem(onSale(book()))).toBeNull();
    expect(productNoticeProblem(onSale(book({ isbn: '978-89-364-3412-0' })))).toBeNull();
  });

  it('refuses an item on sale without a notice, and lets a stopped one wait for it', () => {
    expect(productNoticeProblem(onSale(null))).toEqual({ message: say.required });
    expect(productNoticeProblem({ itemStatus: 'SALE' })).toEqual({ message: say.required });
    expect(productNoticeProblem(stopped(null))).toBeNull();
    expect(productNoticeProblem(stopped(book({ pageCount: '', publishedOn: ' ' })))).toBeNull();
  });

  it('names every empty item of an item on sale, pointing at the first', () => {
    expect(productNoticeProblem(onSale(book({ pageCount: '', publishedOn: '  ' })))).toEqual({
      message:
        '판매 중인 상품은 상품정보제공고시(도서) 항목을 모두 채워야 합니다. 비어 있는 항목: ‘쪽수’, ‘출간일’',
      row: 3,
    });
    const digital = productNoticeProblem(onSale({ group: 'DIGITAL_CONTENT', values: {} }));
    expect(digital?.row).toBe(0);
    for (const field of productNoticeFieldsOf('DIGITAL_CONTENT'))
      expect(digital?.message).toContain(`‘${field.label}’`);
  });

  it('refuses a wrong ISBN whether or not the item is on sale, with its own message', () => {
    const isbnRow = productNoticeFieldsOf('BOOK').findIndex((field) => field.key === 'isbn');
    expect(productNoticeProblem(stopped(book({ isbn: '9788936434121' })))).toEqual({
      message: say.isbnChecksum,
      row: isbnRow,
    });
    expect(productNoticeProblem(onSale(book({ isbn: '89-364-3412-X' })))).toEqual({
      message: say.isbnShape,
      row: isbnRow,
    });
  });

  it('bounds each value by its item’s length, counted in characters', () => {
    const long = '가'.repeat(2001);
    expect(productNoticeProblem(stopped(book({ tableOfContents: long })))).toEqual({
      message: '상품정보제공고시의 ‘목차 또는 책소개’는 2,000자까지 입력할 수 있습니다.',
      row: 6,
    });
    expect(productNoticeProblem(onSale(book({ tableOfContents: '가'.repeat(2000) })))).toBeNull();
  });

  it('refuses an item of another group, which the form never sends', () => {
    expect(productNoticeProblem(stopped(book({ producer: '하나바이블' })))).toEqual({
      message: say.unknownField,
    });
  });

  it('flags only items on sale whose notice is not whole', () => {
    expect(productNoticeMissing(onSale(null))).toBe(true);
    expect(productNoticeMissing(onSale(book({ bookSize: '' })))).toBe(true);
    expect(productNoticeMissing(onSale(book()))).toBe(false);
    expect(productNoticeMissing(stopped(null))).toBe(false);
  });
});

describe('the notice as stored and shown', () => {
  it('keeps the group’s values trimmed, without blanks, the ISBN as its digits', () => {
    expect(
      storedProductNotice(book({ bookTitle: '  교재  ', pageCount: ' ', isbn: '978-89-364-3412-0' })),
    ).toEqual({
      group: 'BOOK',
      values: { ...book().values, bookTitle: '교재', pageCount: undefined, isbn: '9788936434120' },
    });
    expect(storedProductNotice(undefined)).toBeNull();
  });

  it('shows the items with a value in the notice’s order under their official wording', () => {
    const table = productNoticeTableOf(storedProductNotice(book({ isbn: '9788936434120' })));
    expect(table?.groupLabel).toBe('도서');
    expect(table?.rows.map((row) => row.label)).toEqual([
      '도서명',
      '저자, 출판사',
      '크기',
      '쪽수',
      '제품 구성',
      '출간일',
      '목차 또는 책소개',
      'ISBN',
    ]);
    expect(table?.rows.at(-1)?.value).toBe('9788936434120');
    expect(productNoticeTableOf(null)).toBeNull();
    expect(productNoticeTableOf({ group: 'OTHER_GOODS', values: {} })).toBeNull();
  });

  it('keeps each item’s key unique across groups (a draft holds them side by side)', () => {
    const keys = productNoticeGroupKeys.flatMap((group) => productNoticeFieldsOf(group).map((f) => f.key));
    expect(new Set(keys).size).toBe(keys.length);
  });
});
