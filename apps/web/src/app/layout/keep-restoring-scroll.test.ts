import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepRestoring } from './keep-restoring-scroll';

const viewportHeight = 844;

/** A window over a document that grows when told, clamping scrolls the way a browser does. */
function pageOf(height: number) {
  const events = new EventTarget();
  let growthWatchers: Array<() => void> = [];
  const page = {
    height,
    scrollY: 0,
    scrollTo(_x: number, y: number) {
      page.scrollY = Math.max(0, Math.min(y, page.height - viewportHeight));
    },
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    watchGrowth(onGrowth: () => void) {
      growthWatchers.push(onGrowth);
      return () => {
        growthWatchers = growthWatchers.filter((watcher) => watcher !== onGrowth);
      };
    },
    grow(to: number) {
      page.height = to;
      for (const watcher of growthWatchers) watcher();
    },
    get watching() {
      return growthWatchers.length > 0;
    },
    reader(type: string) {
      events.dispatchEvent(new Event(type));
    },
  };
  return page;
}

/** The page as React Router leaves it: its one restore to `y` clamped by a page still loading. */
function restoredTooEarly(y: number) {
  const page = pageOf(1237);
  page.scrollTo(0, y);
  const stop = keepRestoring(y, { view: page as unknown as Window, watchGrowth: page.watchGrowth });
  return { page, stop };
}

describe('keeping a scroll restore going', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reaches the saved place once the page has grown tall enough, then lets go', () => {
    const { page } = restoredTooEarly(5953);
    expect(page.scrollY).toBe(393);

    page.grow(3000);
    expect(page.scrollY).toBe(3000 - viewportHeight);
    page.grow(6917);
    expect(page.scrollY).toBe(5953);
    expect(page.watching).toBe(false);

    // Later growth (an image, a list) no longer moves the reader.
    page.scrollY = 100;
    page.grow(8000);
    expect(page.scrollY).toBe(100);
  });

  it('does nothing when the restore already landed', () => {
    const page = pageOf(6917);
    page.scrollTo(0, 5953);
    keepRestoring(5953, { view: page as unknown as Window, watchGrowth: page.watchGrowth });
    expect(page.watching).toBe(false);
  });

  for (const input of ['wheel', 'touchstart', 'keydown', 'pointerdown']) {
    it(`leaves the page where the reader moved it (${input})`, () => {
      const { page } = restoredTooEarly(5953);
      page.reader(input);
      page.grow(6917);
      expect(page.scrollY).toBe(393);
      expect(page.watching).toBe(false);
    });
  }

  it('gives up when the page stays short too long', () => {
    const { page } = restoredTooEarly(5953);
    vi.advanceTimersByTime(10_000);
    page.grow(6917);
    expect(page.scrollY).toBe(393);
  });

  it('gives up when the reader goes to another page', () => {
    const { page, stop } = restoredTooEarly(5953);
    stop();
    page.grow(6917);
    expect(page.scrollY).toBe(393);
  });
});
