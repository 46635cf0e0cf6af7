import { introductionCategories } from '@edu/shared';
import { NavLink } from 'react-router';

/** Tabs (narrow screens) or side menu (wide screens) of the five introduction pages. */
export function IntroductionMenu() {
  return (
    <nav aria-label="소개 메뉴">
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 lg:mx-0 lg:flex-col lg:gap-1 lg:overflow-visible lg:px-0">
        {introductionCategories.map(({ category, label }) => (
          <li key={category} className="shrink-0">
            <NavLink
              to={`/introduce/${category}`}
              className={({ isActive }) =>
                `block rounded-full border px-4 py-2 text-sm font-semibold whitespace-nowrap lg:rounded-lg lg:border-0 lg:px-4 lg:py-3 lg:text-base ${
                  isActive
                    ? 'border-brand-600 bg-brand-600 text-white'
                    : 'border-slate-300 text-slate-700 hover:bg-slate-100'
                }`
              }
            >
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
