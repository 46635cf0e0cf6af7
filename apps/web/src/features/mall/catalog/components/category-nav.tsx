import type { Category } from '@edu/shared';
import { Link } from 'react-router';
import { CategoryIcon } from '@/components/ui/category-icon';
import { type MallQuery, mallSearch, type Shelf } from '../lib/mall-query';

const pillClass =
  'flex items-center gap-1.5 rounded-full border px-4 py-2 text-sm font-semibold whitespace-nowrap transition';
const currentPill = 'border-brand-600 bg-brand-600 text-white';
const otherPill = 'border-slate-300 bg-white text-slate-700 hover:bg-slate-100';

type CategoryNavProps = {
  categories: readonly Category[];
  shelf: Shelf;
  /** The list state: sort and search carry over to another category; the page starts again at 1. */
  query: MallQuery;
};

/** Category tabs (with their icons, and "전체") and, under a category with children, its subcategory chips. */
export function CategoryNav({ categories, shelf, query }: CategoryNavProps) {
  const keep = { sort: query.sort, q: query.q };
  const { parent, child } = shelf;
  return (
    <div className="space-y-3">
      <nav aria-label="카테고리">
        <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0">
          <li className="shrink-0">
            <Link
              to={`/mall${mallSearch(keep)}`}
              aria-current={parent === null ? 'page' : undefined}
              className={`${pillClass} ${parent === null ? currentPill : otherPill}`}
            >
              전체
            </Link>
          </li>
          {categories.map((category) => {
            const current = parent?.categoryId === category.categoryId;
            return (
              <li key={category.categoryId} className="shrink-0">
                <Link
                  to={`/mall${mallSearch({ ...keep, category: category.categoryId })}`}
                  aria-current={current ? 'page' : undefined}
                  className={`${pillClass} ${current ? currentPill : otherPill}`}
                >
                  <CategoryIcon icon={category.icon} className="size-4 shrink-0" />
                  {category.name}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {parent && parent.children.length > 0 && (
        <nav aria-label={`${parent.name} 세부 분류`}>
          <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0">
            {[{ categoryId: 0, name: '전체' }, ...parent.children].map((entry) => {
              const current = (child?.categoryId ?? 0) === entry.categoryId;
              return (
                <li key={entry.categoryId} className="shrink-0">
                  <Link
                    to={`/mall${mallSearch({ ...keep, category: parent.categoryId, sub: entry.categoryId || null })}`}
                    aria-current={current ? 'page' : undefined}
                    className={`block rounded-lg px-3 py-1.5 text-sm font-medium whitespace-nowrap ${
                      current
                        ? 'bg-brand-50 text-brand-700 ring-1 ring-brand-600'
                        : 'text-slate-600 hover:bg-slate-100'
                    }`}
                  >
                    {entry.name}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      )}
    </div>
  );
}

/** Pill-shaped placeholders while the categories load. */
export function CategoryNavSkeleton() {
  return (
    // The pills' own height (38 px) and the list's bottom padding: nothing moves when they arrive.
    <div role="status" aria-label="카테고리를 불러오는 중" className="flex gap-2 overflow-hidden pb-1">
      {[56, 72, 88, 64, 80].map((width) => (
        <span
          key={width}
          aria-hidden="true"
          style={{ width }}
          className="h-[38px] shrink-0 animate-pulse rounded-full bg-slate-100"
        />
      ))}
    </div>
  );
}
