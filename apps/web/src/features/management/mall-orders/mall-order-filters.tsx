import { adminOrderSearchTypes, orderStatuses, orderStatusLabels } from '@edu/shared';
import { useState } from 'react';
import { koreanToday } from '@/features/mall';
import { choicesOf, FilterBar, type FilterField } from '../components/filter-bar';
import {
  type DraftOutcome,
  filterFromDraft,
  type MallOrderDraft,
  type MallOrderFilter,
  searchTypeLabels,
} from './lib/mall-order-filter';

type Props = {
  /** The applied filter the form opens with. */
  filter: MallOrderFilter;
  onSearch: (filter: MallOrderFilter) => void;
};

type Field = FilterField<keyof MallOrderDraft>;
type DraftProblemField = Extract<DraftOutcome, { ok: false }>['field'];

const dateWidth = 'min-w-36 flex-1 sm:flex-none';

/** The period, status and 배송 준비 first; what to search by and the search below them. */
const rowsOf = (today: string): readonly (readonly Field[])[] => [
  [
    { type: 'date', name: 'startDate', label: '시작일', max: today, className: dateWidth },
    { type: 'date', name: 'endDate', label: '종료일', max: today, className: dateWidth },
    {
      type: 'select',
      name: 'status',
      label: '주문 상태',
      emptyLabel: '전체',
      options: choicesOf(orderStatuses, orderStatusLabels),
    },
    { type: 'check', name: 'toShip', label: '배송 준비 주문만' },
  ],
  [
    {
      type: 'select',
      name: 'searchType',
      label: '검색 항목',
      options: choicesOf(adminOrderSearchTypes, searchTypeLabels),
    },
    {
      type: 'search',
      name: 'searchText',
      label: '검색어',
      maxLength: 100,
      className: 'min-w-40 flex-1 sm:max-w-xs',
    },
  ],
];

/**
 * The choices above the orders table, applied together on 검색: Korean days up to today, a status,
 * only orders with goods to ship, and a search by buyer, order number or phone.
 */
export function MallOrderFilters({ filter, onSearch }: Props) {
  const { page: _page, ...applied } = filter;
  const [draft, setDraft] = useState<MallOrderDraft>(applied);
  const [problem, setProblem] = useState<{ field: DraftProblemField; message: string } | null>(null);

  const submit = () => {
    const outcome = filterFromDraft(draft);
    if (!outcome.ok) {
      setProblem({ field: outcome.field, message: outcome.problem });
      return;
    }
    setProblem(null);
    // The form shows what was applied: a cleared date filled in, the search text trimmed.
    const { page: _first, ...shown } = outcome.filter;
    setDraft(shown);
    onSearch(outcome.filter);
  };

  return (
    <FilterBar
      label="주문 검색"
      rows={rowsOf(koreanToday())}
      values={draft}
      onChange={(part) => setDraft((current) => ({ ...current, ...part }))}
      onSubmit={submit}
      problem={problem}
    />
  );
}
