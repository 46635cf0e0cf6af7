import { boardIds, boardTitles } from '@edu/shared';
import { Link } from 'react-router';

/** The four board tabs (spec §2 Community); the current board carries aria-current. */
export function BoardTabs({ boardId }: { boardId: number }) {
  return (
    <nav aria-label="게시판">
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0">
        {boardIds.map((id) => {
          const current = id === boardId;
          return (
            <li key={id} className="shrink-0">
              <Link
                to={`/community/${id}`}
                aria-current={current ? 'page' : undefined}
                className={`block rounded-full border px-4 py-2 text-sm font-semibold whitespace-nowrap ${
                  current
                    ? 'border-brand-600 bg-brand-600 text-white'
                    : 'border-slate-300 text-slate-700 hover:bg-slate-100'
                }`}
              >
                {boardTitles[id]}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
