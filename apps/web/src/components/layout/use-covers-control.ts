import { type RefObject, useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/** What is tapped: links, buttons and fields. */
const controls = 'a[href], button, input, select, textarea, summary, [role="button"]';

/**
 * What is read as a value: a definition list's values, outputs and live figures, and a stacked table's
 * cells (a phone shows each row as a card of labelled values). On a phone values stand at the right
 * edge, where the helpers float: they sat on the cart's totals and a board's authors and dates.
 */
const values = 'dd, output, [role="status"], td[data-label]';

const keptClear = `${controls}, ${values}`;

/** How much of one the helpers may hide before they step aside: a large card link stays usable. */
const coveredShare = 0.25;

function overlapArea(a: DOMRect, b: DOMRect): number {
  const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return width > 0 && height > 0 ? width * height : 0;
}

/** What of the page is kept clear under the helpers' buttons (a few points of each, as a tap would). */
function keptClearUnder(boxes: DOMRect[], helpers: HTMLElement): Set<Element> {
  const found = new Set<Element>();
  for (const box of boxes) {
    for (const x of [box.left + 2, box.left + box.width / 2, box.right - 2]) {
      for (const y of [box.top + 2, box.top + box.height / 2, box.bottom - 2]) {
        for (const element of document.elementsFromPoint(x, y)) {
          const kept = helpers.contains(element) ? null : element.closest(keptClear);
          if (kept) found.add(kept);
        }
      }
    }
  }
  return found;
}

/**
 * The part of a kept element that must stay clear: a control's whole box (a tap anywhere on it works),
 * a value's text (a card-wide cell or a wide definition is not in the way where it is empty).
 */
function neededBox(kept: Element): DOMRect {
  if (kept.matches(controls)) return kept.getBoundingClientRect();
  const text = document.createRange();
  text.selectNodeContents(kept);
  return text.getBoundingClientRect();
}

/** Whether the helpers hide a good part of one of the page's links, buttons or shown values. */
function coversKept(helpers: HTMLElement): boolean {
  const boxes = [...helpers.children].map((child) => child.getBoundingClientRect());
  // Not laid out (hidden while a form field is filled in): they cover nothing.
  if (boxes.every((box) => box.width === 0)) return false;
  return [...keptClearUnder(boxes, helpers)].some((kept) => {
    const rect = neededBox(kept);
    const area = rect.width * rect.height;
    // An empty value (nothing drawn) is not in the way.
    return area > 0 && boxes.reduce((sum, box) => sum + overlapArea(box, rect), 0) >= coveredShare * area;
  });
}

/**
 * How long the page must stay still before the helpers look again. Each look asks the browser what lies
 * under nine points of each helper, which lays the page out; looked at on every change of the body's
 * size, a page filling in with its data was laid out again and again while it loaded (/mall: 145 ms
 * of main thread at Lighthouse's mobile slowdown). Once it settles, one look is enough.
 */
const settleMs = 120;

/**
 * True while the floating helpers sit over a link, button or shown value of the page (a session's 신청,
 * a content's 다운로드, the cart's total), so they can step aside; looked at again once scrolling,
 * resizing or the page's content changing size has settled. Never while the keyboard focus is on one
 * of them.
 */
export function useCoversControl(helpers: RefObject<HTMLElement | null>): boolean {
  const [covers, setCovers] = useState(false);
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page is the trigger to look again.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      timer = undefined;
      const element = helpers.current;
      setCovers(element !== null && !element.contains(document.activeElement) && coversKept(element));
    };
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(check, settleMs);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    const observer = new ResizeObserver(schedule);
    observer.observe(document.body);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer.disconnect();
    };
  }, [helpers, pathname]);

  return covers;
}
