import { NavLink } from 'react-router';
import { sectionPages } from '../lib/section-pages';

/** The section's pages, then its library (whose posts keep the library's entry lit). */
const hanaBibleLinks = [
  ...sectionPages.hanaBible.map(({ slug, label, path }) => ({ key: slug, label, path, end: true })),
  { key: 'board', label: '자료실', path: '/hana-bible/board', end: false },
];

/** The Hana Bible section's menu: tabs on narrow screens, a side menu on wide ones (as the introduction's). */
export function HanaBibleMenu() {
  return (
    <>
      <p className="mb-3 hidden text-sm font-bold text-brand-700 lg:block">하나바이블</p>
      <nav aria-label="하나바이블 메뉴">
        <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 lg:mx-0 lg:flex-col lg:gap-1 lg:overflow-visible lg:px-0">
          {hanaBibleLinks.map(({ key, label, path, end }) => (
            <li key={key} className="shrink-0">
              <NavLink
                to={path}
                end={end}
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
    </>
  );
}
