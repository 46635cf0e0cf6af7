import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/** How long a new page may take to show its heading (its data loads first) before we give up. */
const headingWaitMs = 3000;

/** A page change: a new path, or another tab of the administration (?tab=). Filters of a list are not one. */
const pageKeyOf = (pathname: string, search: string) =>
  `${pathname}?${new URLSearchParams(search).get('tab') ?? ''}`;

/** Focus that is already where the new page wants it: a field the page focused itself (a login form). */
const pageFocusedAField = (main: HTMLElement) => {
  const active = document.activeElement;
  return active instanceof HTMLElement && main.contains(active) && active.matches('input, textarea, select');
};

/**
 * KWCAG 2.4 (탐색) for a single-page app: after a page change focus goes to the new page's first
 * heading and the page's name is announced, as a screen reader does on a real page load; otherwise focus
 * stayed on the link in the menu (or fell to <body>) and nothing told a blind user the page had changed.
 * Not on the first load, not while a message or dialog is open, not when the page focused a field itself.
 */
export function PageChangeFocus() {
  const location = useLocation();
  const key = pageKeyOf(location.pathname, location.search);
  const previous = useRef(key);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (previous.current === key) return;
    previous.current = key;
    const started = performance.now();
    let frame = 0;
    const settle = () => {
      const main = document.getElementById('main-content');
      const heading = main?.querySelector<HTMLElement>('h1');
      if (!main || !heading) {
        if (performance.now() - started < headingWaitMs) frame = requestAnimationFrame(settle);
        return;
      }
      if (document.querySelector('[role="dialog"], [role="alertdialog"]') || pageFocusedAField(main)) return;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      setAnnouncement(`${heading.textContent?.trim() ?? ''} 페이지`);
    };
    frame = requestAnimationFrame(settle);
    return () => cancelAnimationFrame(frame);
  }, [key]);

  return (
    <p aria-live="polite" className="sr-only">
      {announcement}
    </p>
  );
}
