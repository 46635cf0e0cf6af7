import type { ItemEdit } from '@edu/shared';
import { testNotices } from './product-notices';

/**
 * A textbook on sale as the admin form sends it: its own stock of 10 counted, no options, its whole
 * 상품정보제공고시; in the category and warehouse a test made. Tests change what they are about.
 */
export const bookEditOf = (
  where: { categoryId: number; warehouseId: number },
  overrides: Partial<ItemEdit> = {},
): ItemEdit => ({
  itemType: 'PRODUCT',
  contentType: null,
  itemKind: '교재',
  title: '유치부 여름성경학교 교재',
  tags: [],
  categoryId: where.categoryId,
  brandId: null,
  warehouseId: where.warehouseId,
  regularPrice: 9000,
  sellingPrice: 9000,
  isFree: false,
  downloadPeriod: 0,
  solarTerm: null,
  description: '',
  usageGuide: '',
  copyrightInfo: '',
  itemStatus: 'SALE',
  productNotice: testNotices.book,
  thumbnailLink: null,
  sampleLink: null,
  productStock: { stock: 10, stockSeen: null },
  tree: null,
  writing: [],
  licenses: [],
  assets: [],
  bibles: [],
  relatedItemIds: [],
  ...overrides,
});
