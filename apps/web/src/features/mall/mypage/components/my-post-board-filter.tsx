import { Link } from 'react-router';
import { type MyPostQuery, myPostBoardFilters, myPostSearch } from '../lib/my-post-query';

/** 전체 and the four boards as links (a new board starts on page 1); the shown one carries aria-current. */
export function MyPostBoardFilter({ current }: { current: MyPostQuery['boardId'] }) {
  return (
    <nav aria-label="게시판 선택">
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0">
        {myPostBoardFilters.map(({ boardId, label }) => {
          const selected = boardId === current;
          return (
            <li key={boardId} className="shrink-0">
              <Link
                to={`/mypage/post${myPostSearch({ boardId, page: 1 })}`}
                aria-current={selected ? 'page' : undefined}
                className={`block rounded-full border px-4 py-2 text-sm font-semibold whitespace-nowrap ${
                  selected
                    ? 'border-brand-600 bg-brand-600 text-white'
                    : 'border-slate-300 text-slate-700 hover:bg-slate-100'
                }`}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
