import {
  type AdminItemRow,
  type ContentType,
  contentTypeLabels,
  type ItemStatus,
  type ItemType,
} from '@edu/shared';
import { groupedText } from './numbers';

export type StockFilter = 'out' | 'low';

/** What the items tab shows: a search, a category (with its children), a type, a status, a stock, a page. */
export type ItemFilter = {
  /** The applied search text (empty = no search). */
  searchText: string;
  categoryId: number | null;
  itemType: ItemType | '';
  itemStatus: ItemStatus | '';
  stock: StockFilter | '';
  page: number;
};

export const defaultItemFilter: ItemFilter = {
  searchText: '',
  categoryId: null,
  itemType: '',
  itemStatus: '',
  stock: '',
  page: 1,
};

export const itemTypeLabels: Record<ItemType, string> = { PRODUCT: '실물', CONTENT: '콘텐츠' };
export const itemStatusLabels: Record<ItemStatus, string> = { SALE: '판매 중', STOP: '판매 중지' };
export const stockFilterLabels: Record<StockFilter, string> = { out: '품절', low: '재고 부족' };

/** The query of GET /api/admin/mall/items: only what narrows the list is sent. */
export function itemListQuery(filter: ItemFilter): URLSearchParams {
  const query = new URLSearchParams({ page: String(filter.page) });
  const text = filter.searchText.trim();
  if (text) query.set('searchText', text);
  if (filter.categoryId !== null) query.set('categoryId', String(filter.categoryId));
  if (filter.itemType) query.set('itemType', filter.itemType);
  if (filter.itemStatus) query.set('itemStatus', filter.itemStatus);
  if (filter.stock) query.set('stock', filter.stock);
  return query;
}

/** "실물" or "콘텐츠 · 영상": what kind of item a row is. */
export const itemKindText = (row: Pick<AdminItemRow, 'itemType' | 'contentType'>): string => {
  if (row.itemType === 'PRODUCT') return itemTypeLabels.PRODUCT;
  const label = contentTypeLabels[row.contentType as ContentType] as string | undefined;
  return label ? `${itemTypeLabels.CONTENT} · ${label}` : itemTypeLabels.CONTENT;
};

/** The 재고 column: the units left, what unpaid orders hold, and whether something is sold out or low. */
export type StockCell = { text: string; heldText: string | null; badge: 'out' | 'low' | null };

export function stockCellOf(
  row: Pick<AdminItemRow, 'itemType' | 'stock' | 'lowestStock' | 'held'>,
  lowStock: number,
): StockCell {
  const text =
    row.stock === null ? (row.itemType === 'PRODUCT' ? '무제한' : '-') : `${groupedText(row.stock)}개`;
  const heldText = row.held > 0 ? `주문 대기 ${groupedText(row.held)}` : null;
  const badge =
    row.lowestStock === null
      ? null
      : row.lowestStock === 0
        ? 'out'
        : row.lowestStock <= lowStock
          ? 'low'
          : null;
  return { text, heldText, badge };
}

/** The button of a row's status and what it asks for: stop an item on sale, put a stopped one back. */
export const statusToggleOf = (status: ItemStatus): { label: string; next: ItemStatus } =>
  status === 'SALE' ? { label: '판매 중지', next: 'STOP' } : { label: '판매 재개', next: 'SALE' };

/** Said once the status changed. */
export const statusChangedMessage = (title: string, status: ItemStatus): string =>
  status === 'STOP' ? `판매를 중지했습니다 (${title}).` : `판매를 재개했습니다 (${title}).`;
