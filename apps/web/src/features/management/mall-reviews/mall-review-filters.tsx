import { type FormEvent, useState } from 'react';
import { adminButtonClass, adminInputClass, adminLabelClass } from '../components/admin-styles';
import {
  filterFromDraft,
  type MallReviewDraft,
  type MallReviewFilter,
  type VisibilityChoice,
  visibilityChoiceLabels,
  visibilityChoices,
} from './lib/review-filter';

type Props = {
  /** The applied filter the form opens with. */
  filter: MallReviewFilter;
  onSearch: (filter: MallReviewFilter) => void;
};

const field = 'flex flex-col gap-1';

/** The choices above the reviews table, applied together on 검색: visible or hidden ones, and a search. */
export function MallReviewFilters({ filter, onSearch }: Props) {
  const { page: _page, ...applied } = filter;
  const [draft, setDraft] = useState<MallReviewDraft>(applied);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = filterFromDraft(draft);
    // The form shows what was applied: the search text trimmed.
    setDraft({ hidden: next.hidden, searchText: next.searchText });
    onSearch(next);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="리뷰 검색" className="flex flex-wrap items-end gap-3">
      <div className={field}>
        <label htmlFor="mall-reviews-hidden" className={adminLabelClass}>
          상태
        </label>
        <select
          id="mall-reviews-hidden"
          className={adminInputClass}
          value={draft.hidden}
          onChange={(event) =>
            setDraft((current) => ({ ...current, hidden: event.target.value as VisibilityChoice }))
          }
        >
          {visibilityChoices.map((choice) => (
            <option key={choice} value={choice}>
              {visibilityChoiceLabels[choice]}
            </option>
          ))}
        </select>
      </div>
      <div className={`${field} min-w-40 flex-1 sm:max-w-xs`}>
        <label htmlFor="mall-reviews-search-text" className={adminLabelClass}>
          검색어
        </label>
        <input
          id="mall-reviews-search-text"
          type="search"
          maxLength={100}
          placeholder="제목, 상품명, 작성자"
          className={adminInputClass}
          value={draft.searchText}
          onChange={(event) => setDraft((current) => ({ ...current, searchText: event.target.value }))}
        />
      </div>
      <button type="submit" className={adminButtonClass}>
        검색
      </button>
    </form>
  );
}
