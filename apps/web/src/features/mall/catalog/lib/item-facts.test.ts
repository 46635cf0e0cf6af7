import type { ItemDetail } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import { bibleLabel, downloadPeriodLabel, itemFacts } from './item-facts';

const base: ItemDetail = {
  itemId: 1,
  code: 'P2001',
  productId: 1,
  contentId: null,
  itemType: 'PRODUCT',
  title: '유아부 성경 교재 세트',
  tagList: [],
  thumbnailLink: null,
  brand: { name: '하나바이블' },
  category: { categoryId: 136, name: '활동자료' },
  contentType: null,
  itemKind: '교재',
  downloadPeriod: 0,
  bibleList: [],
  solarTerm: null,
  isFree: false,
  regularPrice: 15000,
  sellingPrice: 12000,
  discountRate: 20,
  itemStatus: 'SALE',
  sampleLink: null,
  sampleCaptionLink: null,
  sampleTranscript: null,
  description: '',
  usageGuide: '',
  copyrightInfo: '',
  productNotice: null,
  isADFActive: true,
  additionalDeliveryFee: 3000,
  warehouse: {
    warehouseId: 1,
    name: '본사 물류센터',
    deliveryFee: 3000,
    deliveryCompany: 'CJ대한통운',
    deliveryFreeOption: 30000,
  },
  productStock: null,
  optionList: [],
  optionCombined: true,
  relationItemList: [],
  contentImage: null,
  reviewCount: 0,
  ratingAverage: null,
  ratingCount: 0,
};

describe('item facts', () => {
  it('gives a download period in days, or 무제한 for 0', () => {
    expect(downloadPeriodLabel(30)).toBe('30일');
    expect(downloadPeriodLabel(0)).toBe('무제한');
  });

  it('writes bible references with 장, 편 for the Psalms, and the book alone without a chapter', () => {
    expect(
      bibleLabel([
        { bibleId: 43, bookName: '요한복음', chapter: 3 },
        { bibleId: 19, bookName: '시편', chapter: 23 },
        { bibleId: 8, bookName: '룻기', chapter: null },
      ]),
    ).toBe('요한복음 3장, 시편 23편, 룻기');
  });

  it('shows delivery for goods: fee with its free-delivery threshold, island fee and company', () => {
    expect(itemFacts(base)).toEqual([
      { label: '배송비', value: '3,000원 (30,000원 초과 구매 시 무료배송)' },
      { label: '추가 배송비', value: '제주·도서산간 3,000원' },
      { label: '택배사', value: 'CJ대한통운' },
    ]);
    const warehouse = {
      warehouseId: 1,
      name: '창고',
      deliveryFee: 0,
      deliveryCompany: '',
      deliveryFreeOption: 0,
    };
    const free = { ...base, isADFActive: false, warehouse };
    expect(itemFacts(free)[0]).toEqual({ label: '배송비', value: '무료배송' });
  });

  it('shows the download period, bible and season for contents', () => {
    const content: ItemDetail = {
      ...base,
      itemType: 'CONTENT',
      contentType: 'FILE',
      warehouse: null,
      downloadPeriod: 365,
      bibleList: [{ bibleId: 43, bookName: '요한복음', chapter: 3 }],
      solarTerm: '부활절',
    };
    expect(itemFacts(content)).toEqual([
      { label: '다운로드 기간', value: '365일' },
      { label: '성경', value: '요한복음 3장' },
      { label: '절기', value: '부활절' },
    ]);
  });
});
