import {
  boardIds,
  boardPath,
  boardTitles,
  type PostSearchType,
  postSearchTypeLabels,
  postSearchTypes,
} from '@edu/shared';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { type ListQuery, listSearch } from '../lib/list-query';

type ListSearchProps = {
  boardId: number;
  query: ListQuery;
  /** The community's board radios (전체 and the four tabs); a board of its own searches only itself. */
  withBoardChoice: boolean;
};

const fieldClass =
  'rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-600 focus:outline-none';

/**
 * The board filter and search (spec §2): the radio chooses where to search — every board (전체) or one
 * board (choosing one opens its tab) — and the search type and text apply on Enter or "검색".
 * Everything lands in the address, so back/forward and reload keep it.
 */
export function ListSearch({ boardId, query, withBoardChoice }: ListSearchProps) {
  const navigate = useNavigate();
  const [searchType, setSearchType] = useState<PostSearchType>(query.searchType);
  const [searchText, setSearchText] = useState(query.searchText);
  const addressScope = query.scope === 'all' ? 'all' : String(boardId);
  // Shown checked at once; the address (and so the list) follows with the navigation.
  const [scope, setScope] = useState(addressScope);
  useEffect(() => setScope(addressScope), [addressScope]);

  // Back/forward changes the address under the form: show what it holds.
  useEffect(() => {
    setSearchType(query.searchType);
    setSearchText(query.searchText);
  }, [query.searchType, query.searchText]);

  const go = (target: string) => {
    const all = target === 'all';
    const board = all ? boardId : Number(target);
    navigate(
      `${boardPath(board)}${listSearch({ page: 1, searchType, searchText: searchText.trim(), scope: all ? 'all' : 'board' })}`,
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    go(scope);
  };

  return (
    <search aria-label="게시글 검색">
      <form onSubmit={submit} className="space-y-3">
        {withBoardChoice && (
          <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <legend className="sr-only">검색할 게시판</legend>
            {(['all', ...boardIds.map(String)] as const).map((value) => (
              <label
                key={value}
                // On a phone the board tabs above already choose the board: the radios keep only where
                // to search, this board or 전체, so one choice is not offered by two controls.
                className={`inline-flex items-center gap-1.5 text-sm text-slate-700 ${
                  value === 'all' || value === String(boardId) ? '' : 'max-sm:hidden'
                }`}
              >
                <input
                  type="radio"
                  name="scope"
                  value={value}
                  checked={scope === value}
                  onChange={() => {
                    setScope(value);
                    go(value);
                  }}
                  className="accent-brand-600"
                />
                {value === 'all' ? '전체' : boardTitles[Number(value) as (typeof boardIds)[number]]}
              </label>
            ))}
          </fieldset>
        )}
        <div className="flex flex-wrap gap-2">
          <select
            aria-label="검색 구분"
            value={searchType}
            onChange={(event) => setSearchType(event.target.value as PostSearchType)}
            className={fieldClass}
          >
            {postSearchTypes.map((type) => (
              <option key={type} value={type}>
                {postSearchTypeLabels[type]}
              </option>
            ))}
          </select>
          <input
            type="search"
            aria-label="검색어"
            value={searchText}
            maxLength={100}
            onChange={(event) => setSearchText(event.target.value)}
            className={`${fieldClass} min-w-0 flex-1 sm:max-w-xs`}
          />
          <button
            type="submit"
            className="rounded-lg bg-slate-800 px-4 py-2 text-sm font-semibold text-white hover:bg-slate-700"
          >
            검색
          </button>
        </div>
      </form>
    </search>
  );
}
