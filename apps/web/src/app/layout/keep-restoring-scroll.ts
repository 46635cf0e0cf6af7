/**
 * Finishes a scroll restore the document was too short for. Measured on a 390x844 phone (issue 32): on a
 * reload, or a way back into the site from another document, React Router's <ScrollRestoration> scrolls
 * to the saved place as soon as the layout mounts, while the page's lazily loaded code is still on its
 * way. The layout with its loading state is 1237 px high, so the browser clamped 5953 to 393, and React
 * Router never tries again: it restores when the location or the saved place changes, and neither does
 * when the page arrives. A page whose content is fetched after its first paint comes up short the same
 * way on any back or forward.
 */

type View = Pick<Window, 'scrollY' | 'scrollTo' | 'addEventListener' | 'removeEventListener'>;

/** Calls back whenever the document may have grown; answers how to stop watching. */
type GrowthWatch = (onGrowth: () => void) => () => void;

type KeepRestoringOptions = {
  view?: View;
  watchGrowth?: GrowthWatch;
  /** How long to wait for the page to grow; past it a sudden jump would surprise more than it helps. */
  patienceMs?: number;
};

/** The reader moving the page: from then on their place wins over the saved one. */
const readerInputs = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

const listenerOptions = { capture: true, passive: true };

const watchDocumentGrowth: GrowthWatch = (onGrowth) => {
  const observer = new ResizeObserver(onGrowth);
  observer.observe(document.documentElement);
  return () => observer.disconnect();
};

/**
 * Scrolls to `y` again each time the document grows, until the page is there, the reader moves it or
 * the patience runs out; answers how to give up earlier (the reader went elsewhere).
 */
export function keepRestoring(
  y: number,
  { view = window, watchGrowth = watchDocumentGrowth, patienceMs = 10_000 }: KeepRestoringOptions = {},
): () => void {
  // Fractional device pixels can leave the page a pixel short of the saved place.
  const reached = () => Math.abs(view.scrollY - y) < 1;
  if (reached()) return () => {};

  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    stopWatching();
    clearTimeout(timer);
    for (const type of readerInputs) view.removeEventListener(type, stop, listenerOptions);
  };
  const stopWatching = watchGrowth(() => {
    if (stopped) return;
    view.scrollTo(0, y);
    if (reached()) stop();
  });
  const timer = setTimeout(stop, patienceMs);
  for (const type of readerInputs) view.addEventListener(type, stop, listenerOptions);
  return stop;
}
