import { useContext, useLayoutEffect } from 'react';
import { ScrollRestoration, UNSAFE_DataRouterStateContext, useLocation } from 'react-router';
import { keepRestoring } from './keep-restoring-scroll';
import { scrollRestorationKey } from './scroll-restoration-key';

/**
 * React Router's scroll restoration (a saved place on back, forward and reload, the top on a new visit),
 * carried on to the saved place when the page grows after React Router's one attempt (see
 * keep-restoring-scroll.ts).
 */
export function PageScrollRestoration() {
  // The place React Router has just restored; no public hook answers it.
  const restored = useContext(UNSAFE_DataRouterStateContext)?.restoreScrollPosition;
  const location = useLocation();

  // Runs after <ScrollRestoration>'s own effect (a child's effects come first).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new entry with the same saved place starts over.
  useLayoutEffect(() => {
    if (typeof restored === 'number') return keepRestoring(restored);
  }, [location, restored]);

  return <ScrollRestoration getKey={scrollRestorationKey} />;
}
