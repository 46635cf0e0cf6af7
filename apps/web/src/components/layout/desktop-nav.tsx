import { type FocusEvent, useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ChevronDownIcon } from '@/components/ui/icons';
import { type SiteMenu, siteMenus } from './site-menu';

type Open = { index: number; by: 'hover' | 'click' } | null;

const topItemClass =
  'flex items-center gap-1 rounded-lg px-3 py-2 text-[15px] font-semibold text-slate-800 hover:bg-slate-100 hover:text-brand-700';

/**
 * Main menu of wide screens. A group opens on hover and on click (disclosure buttons, so it works by keyboard
 * and touch too); a click on a group opened by hovering keeps it open instead of toggling it shut.
 */
export function DesktopNav() {
  const [open, setOpen] = useState<Open>(null);
  const location = useLocation();
  const baseId = useId();

  // Any navigation closes the open group.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location change is the trigger.
  useEffect(() => setOpen(null), [location.key]);

  const closeWhenFocusLeaves = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(null);
  };

  return (
    <nav aria-label="주 메뉴" className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {siteMenus.map((menu, index) => (
          <li
            key={menu.label}
            className="relative"
            onMouseEnter={() =>
              setOpen((current) =>
                current?.index === index || !menu.items ? current : { index, by: 'hover' },
              )
            }
            onMouseLeave={() => setOpen((current) => (current?.by === 'hover' ? null : current))}
            onBlur={closeWhenFocusLeaves}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && open?.index === index) {
                setOpen(null);
                event.currentTarget.querySelector('button')?.focus();
              }
            }}
          >
            <MenuEntry
              menu={menu}
              panelId={`${baseId}-${index}`}
              current={location.pathname + location.search}
              expanded={open?.index === index}
              onToggle={() =>
                setOpen((current) =>
                  current?.index === index && current.by === 'click' ? null : { index, by: 'click' },
                )
              }
            />
          </li>
        ))}
      </ul>
    </nav>
  );
}

type MenuEntryProps = {
  menu: SiteMenu;
  panelId: string;
  /** Path and query of the page shown, to mark its link (the mall shelves differ only by query). */
  current: string;
  expanded: boolean;
  onToggle: () => void;
};

function MenuEntry({ menu, panelId, current, expanded, onToggle }: MenuEntryProps) {
  if (!menu.items) {
    return (
      <Link to={menu.to} className={topItemClass}>
        {menu.label}
      </Link>
    );
  }
  return (
    <>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={onToggle}
        className={topItemClass}
      >
        {menu.label}
        <ChevronDownIcon className={`size-4 transition-transform ${expanded ? 'rotate-180' : ''}`} />
      </button>
      {/* pt-2 bridges the gap under the button so the pointer can reach the panel without closing it. */}
      <div id={panelId} hidden={!expanded} className="absolute top-full left-0 z-10 pt-2">
        <ul className="min-w-48 rounded-xl border border-slate-200 bg-white p-2 shadow-lg">
          {menu.items.map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                aria-current={item.to === current ? 'page' : undefined}
                className="block rounded-lg px-3 py-2 text-sm whitespace-nowrap text-slate-700 hover:bg-slate-100 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700"
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
