import type { AdminCategory, ItemStatus, ItemType } from '@edu/shared';
import { type FormEvent, useState } from 'react';
import { adminButtonClass, adminInputClass, adminLabelClass } from '../components/admin-styles';
import { categoryTreeOf } from './lib/category-tree';
import {
  type ItemFilter,
  itemStatusLabels,
  itemTypeLabels,
  type StockFilter,
  stockFilterLabels,
} from './lib/item-list';

type Props = {
  /** The applied filter the form opens with. */
  filter: ItemFilter;
  categories: readonly AdminCategory[];
  onSearch: (filter: ItemFilter) => void;
};

const field = 'flex flex-col gap-1';

/** The choices above the items table, applied together on 검색 (back to page 1). */
export function ItemFilters({ filter, categories, onSearch }: Props) {
  const { page: _page, ...applied } = filter;
  const [draft, setDraft] = useState(applied);
  const change = (part: Partial<typeof draft>) => setDraft((current) => ({ ...current, ...part }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = { ...draft, searchText: draft.searchText.trim(), page: 1 };
    setDraft({ ...draft, searchText: next.searchText });
    onSearch(next);
  };

  return (
    <form onSubmit={submit} aria-label="상품 검색" className="flex flex-wrap items-end gap-3">
      <div className={`${field} min-w-48 flex-1 sm:max-w-xs`}>
        <label htmlFor="mall-items-search-text" className={adminLabelClass}>
          검색어
        </label>
        <input
          id="mall-items-search-text"
          type="search"
          maxLength={100}
          placeholder="상품명, 코드, 태그"
          className={adminInputClass}
          value={draft.searchText}
          onChange={(event) => change({ searchText: event.target.value })}
        />
      </div>
      <div className={field}>
        <label htmlFor="mall-items-category" className={adminLabelClass}>
          카테고리
        </label>
        <select
          id="mall-items-category"
          className={adminInputClass}
          value={draft.categoryId ?? ''}
          onChange={(event) =>
            change({ categoryId: event.target.value === '' ? null : Number(event.target.value) })
          }
        >
          <option value="">전체</option>
          {categoryTreeOf(categories).map((choice) => (
            <option key={choice.category.categoryId} value={choice.category.categoryId}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
      <div className={field}>
        <label htmlFor="mall-items-type" className={adminLabelClass}>
          유형
        </label>
        <select
          id="mall-items-type"
          className={adminInputClass}
          value={draft.itemType}
          onChange={(event) => change({ itemType: event.target.value as ItemType | '' })}
        >
          <option value="">전체</option>
          <option value="PRODUCT">{itemTypeLabels.PRODUCT}</option>
          <option value="CONTENT">{itemTypeLabels.CONTENT}</option>
        </select>
      </div>
      <div className={field}>
        <label htmlFor="mall-items-status" className={adminLabelClass}>
          상태
        </label>
        <select
          id="mall-items-status"
          className={adminInputClass}
          value={draft.itemStatus}
          onChange={(event) => change({ itemStatus: event.target.value as ItemStatus | '' })}
        >
          <option value="">전체</option>
          <option value="SALE">{itemStatusLabels.SALE}</option>
          <option value="STOP">{itemStatusLabels.STOP}</option>
        </select>
      </div>
      <div className={field}>
        <label htmlFor="mall-items-stock" className={adminLabelClass}>
          재고
        </label>
        <select
          id="mall-items-stock"
          className={adminInputClass}
          value={draft.stock}
          onChange={(event) => change({ stock: event.target.value as StockFilter | '' })}
        >
          <option value="">전체</option>
          <option value="out">{stockFilterLabels.out}</option>
          <option value="low">{stockFilterLabels.low}</option>
        </select>
      </div>
      <button type="submit" className={adminButtonClass}>
        검색
      </button>
    </form>
  );
}
