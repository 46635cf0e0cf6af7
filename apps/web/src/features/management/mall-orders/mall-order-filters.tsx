import { adminOrderSearchTypes, type OrderStatus, orderStatuses, orderStatusLabels } from '@edu/shared';
import { type FormEvent, useRef, useState } from 'react';
import { koreanToday } from '../../mall/orders/lib/order-date-range';
import { adminButtonClass, adminInputClass, adminLabelClass } from '../components/admin-styles';
import {
  type AdminOrderSearchType,
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

const field = 'flex flex-col gap-1';

/**
 * The choices above the orders table, applied together on 검색: Korean days up to today, a status,
 * only orders with goods to ship, and a search by buyer, order number or phone.
 */
export function MallOrderFilters({ filter, onSearch }: Props) {
  const { page: _page, ...applied } = filter;
  const [draft, setDraft] = useState<MallOrderDraft>(applied);
  const [problem, setProblem] = useState<{ message: string; field: 'startDate' | 'endDate' } | null>(null);
  const startRef = useRef<HTMLInputElement>(null);
  const endRef = useRef<HTMLInputElement>(null);
  const today = koreanToday();

  const change = (part: Partial<MallOrderDraft>) => setDraft((current) => ({ ...current, ...part }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const outcome = filterFromDraft(draft);
    if (!outcome.ok) {
      setProblem({ message: outcome.problem, field: outcome.field });
      (outcome.field === 'startDate' ? startRef : endRef).current?.focus();
      return;
    }
    setProblem(null);
    // The form shows what was applied: a cleared date filled in, the search text trimmed.
    const { page: _first, ...shown } = outcome.filter;
    setDraft(shown);
    onSearch(outcome.filter);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="주문 검색" className="space-y-3">
      <div className="flex flex-wrap items-end gap-3">
        <div className={`${field} min-w-36 flex-1 sm:flex-none`}>
          <label htmlFor="mall-orders-start" className={adminLabelClass}>
            시작일
          </label>
          <input
            ref={startRef}
            id="mall-orders-start"
            type="date"
            lang="ko"
            max={today}
            className={adminInputClass}
            value={draft.startDate}
            aria-invalid={problem?.field === 'startDate' || undefined}
            aria-describedby={problem?.field === 'startDate' ? 'mall-orders-problem' : undefined}
            onChange={(event) => change({ startDate: event.target.value })}
          />
        </div>
        <div className={`${field} min-w-36 flex-1 sm:flex-none`}>
          <label htmlFor="mall-orders-end" className={adminLabelClass}>
            종료일
          </label>
          <input
            ref={endRef}
            id="mall-orders-end"
            type="date"
            lang="ko"
            max={today}
            className={adminInputClass}
            value={draft.endDate}
            aria-invalid={problem?.field === 'endDate' || undefined}
            aria-describedby={problem?.field === 'endDate' ? 'mall-orders-problem' : undefined}
            onChange={(event) => change({ endDate: event.target.value })}
          />
        </div>
        <div className={field}>
          <label htmlFor="mall-orders-status" className={adminLabelClass}>
            주문 상태
          </label>
          <select
            id="mall-orders-status"
            className={adminInputClass}
            value={draft.status}
            onChange={(event) => change({ status: event.target.value as OrderStatus | '' })}
          >
            <option value="">전체</option>
            {orderStatuses.map((status) => (
              <option key={status} value={status}>
                {orderStatusLabels[status]}
              </option>
            ))}
          </select>
        </div>
        <label className="flex items-center gap-2 py-2 text-sm text-slate-700">
          <input
            type="checkbox"
            checked={draft.toShip}
            onChange={(event) => change({ toShip: event.target.checked })}
          />
          배송 준비 주문만
        </label>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div className={field}>
          <label htmlFor="mall-orders-search-type" className={adminLabelClass}>
            검색 항목
          </label>
          <select
            id="mall-orders-search-type"
            className={adminInputClass}
            value={draft.searchType}
            onChange={(event) => change({ searchType: event.target.value as AdminOrderSearchType })}
          >
            {adminOrderSearchTypes.map((type) => (
              <option key={type} value={type}>
                {searchTypeLabels[type]}
              </option>
            ))}
          </select>
        </div>
        <div className={`${field} min-w-40 flex-1 sm:max-w-xs`}>
          <label htmlFor="mall-orders-search-text" className={adminLabelClass}>
            검색어
          </label>
          <input
            id="mall-orders-search-text"
            type="search"
            maxLength={100}
            className={adminInputClass}
            value={draft.searchText}
            onChange={(event) => change({ searchText: event.target.value })}
          />
        </div>
        <button type="submit" className={adminButtonClass}>
          검색
        </button>
      </div>
      {problem && (
        <p id="mall-orders-problem" role="alert" className="text-sm text-red-700">
          {problem.message}
        </p>
      )}
    </form>
  );
}
