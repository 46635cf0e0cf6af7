import { type ItemSort, itemSortLabels, itemSorts, mallLimits } from '@edu/shared';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { type MallQuery, mallSearch } from '../lib/mall-query';

const fieldClass =
  'rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-600 focus:outline-none';

/** The list's search box (100 characters at most) and sort select; both land in the address at page 1. */
export function ListToolbar({ query }: { query: MallQuery }) {
  const navigate = useNavigate();
  const sortId = useId();
  const searchId = useId();
  const [text, setText] = useState(query.q);
  // Back/forward changes the address under the form: show what it holds.
  useEffect(() => setText(query.q), [query.q]);

  const go = (change: Partial<MallQuery>) =>
    navigate(`/mall${mallSearch({ ...query, ...change, page: 1 })}`, { preventScrollReset: true });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ q: text.trim() });
  };

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <search className="w-full sm:max-w-md">
        <form onSubmit={submit} className="flex gap-2">
          <label htmlFor={searchId} className="sr-only">
            상품 검색
          </label>
          <input
            id={searchId}
            type="search"
            value={text}
            maxLength={mallLimits.searchMaxLength}
            onChange={(event) => setText(event.target.value)}
            placeholder="자료 이름, 태그로 검색"
            enterKeyHint="search"
            className={`${fieldClass} min-w-0 flex-1`}
          />
          <button
            type="submit"
            className="shrink-0 rounded-lg bg-slate-800 px-4 py-2 text-sm font-semibold text-white hover:bg-slate-700"
          >
            검색
          </button>
        </form>
      </search>
      <div className="flex items-center gap-2 self-end sm:self-auto">
        <label htmlFor={sortId} className="text-sm text-slate-600">
          정렬
        </label>
        <select
          id={sortId}
          value={query.sort}
          onChange={(event) => go({ sort: event.target.value as ItemSort })}
          className={fieldClass}
        >
          {itemSorts.map((sort) => (
            <option key={sort} value={sort}>
              {itemSortLabels[sort]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
