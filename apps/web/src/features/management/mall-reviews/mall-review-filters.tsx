import { useState } from 'react';
import { choicesOf, FilterBar, type FilterField } from '../components/filter-bar';
import {
  filterFromDraft,
  type MallReviewDraft,
  type MallReviewFilter,
  visibilityChoiceLabels,
  visibilityChoices,
} from './lib/review-filter';

type Props = {
  /** The applied filter the form opens with. */
  filter: MallReviewFilter;
  onSearch: (filter: MallReviewFilter) => void;
};

const fields: readonly FilterField<keyof MallReviewDraft>[] = [
  {
    type: 'select',
    name: 'hidden',
    label: '상태',
    options: choicesOf(visibilityChoices, visibilityChoiceLabels),
  },
  {
    type: 'search',
    name: 'searchText',
    label: '검색어',
    maxLength: 100,
    placeholder: '제목, 상품명, 작성자',
    className: 'min-w-40 flex-1 sm:max-w-xs',
  },
];

/** The choices above the reviews table, applied together on 검색: visible or hidden ones, and a search. */
export function MallReviewFilters({ filter, onSearch }: Props) {
  const { page: _page, ...applied } = filter;
  const [draft, setDraft] = useState<MallReviewDraft>(applied);

  const submit = () => {
    const next = filterFromDraft(draft);
    // The form shows what was applied: the search text trimmed.
    setDraft({ hidden: next.hidden, searchText: next.searchText });
    onSearch(next);
  };

  return (
    <FilterBar
      label="리뷰 검색"
      rows={[fields]}
      values={draft}
      onChange={(part) => setDraft((current) => ({ ...current, ...part }))}
      onSubmit={submit}
    />
  );
}
