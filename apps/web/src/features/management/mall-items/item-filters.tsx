import type { AdminCategory } from '@edu/shared';
import { useState } from 'react';
import { choicesOf, FilterBar, type FilterField } from '../components/filter-bar';
import { categoryTreeOf } from './lib/category-tree';
import { type ItemFilter, itemStatusLabels, itemTypeLabels, stockFilterLabels } from './lib/item-list';

type Props = {
  /** The applied filter the form opens with. */
  filter: ItemFilter;
  categories: readonly AdminCategory[];
  onSearch: (filter: ItemFilter) => void;
};

type ItemDraft = Omit<ItemFilter, 'page'>;

const fieldsOf = (categories: readonly AdminCategory[]): FilterField<keyof ItemDraft>[] => [
  {
    type: 'search',
    name: 'searchText',
    label: '검색어',
    maxLength: 100,
    placeholder: '상품명, 코드, 태그',
    className: 'min-w-48 flex-1 sm:max-w-xs',
  },
  {
    type: 'select',
    name: 'categoryId',
    label: '카테고리',
    emptyLabel: '전체',
    numeric: true,
    options: categoryTreeOf(categories).map((choice) => ({
      value: String(choice.category.categoryId),
      label: choice.label,
    })),
  },
  {
    type: 'select',
    name: 'itemType',
    label: '유형',
    emptyLabel: '전체',
    options: choicesOf(['PRODUCT', 'CONTENT'], itemTypeLabels),
  },
  {
    type: 'select',
    name: 'itemStatus',
    label: '상태',
    emptyLabel: '전체',
    options: choicesOf(['SALE', 'STOP'], itemStatusLabels),
  },
  {
    type: 'select',
    name: 'stock',
    label: '재고',
    emptyLabel: '전체',
    options: choicesOf(['out', 'low'], stockFilterLabels),
  },
];

/** The choices above the items table, applied together on 검색 (back to page 1). */
export function ItemFilters({ filter, categories, onSearch }: Props) {
  const { page: _page, ...applied } = filter;
  const [draft, setDraft] = useState<ItemDraft>(applied);

  const submit = () => {
    const next = { ...draft, searchText: draft.searchText.trim(), page: 1 };
    setDraft({ ...draft, searchText: next.searchText });
    onSearch(next);
  };

  return (
    <FilterBar
      label="상품 검색"
      rows={[fieldsOf(categories)]}
      values={draft}
      onChange={(part) => setDraft((current) => ({ ...current, ...part }))}
      onSubmit={submit}
    />
  );
}
