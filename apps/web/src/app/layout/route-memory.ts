/**
 * Spec §2: the guard remembers the page the visitor came from (path and route name) in sessionStorage, for
 * pages that send the visitor back where they were.
 */
export type RouteVisit = { path: string; name: string };

const keys = {
  prevPath: 'prevPath',
  prevRouteName: 'prevRouteName',
  // The page being shown, which becomes the previous one on the next navigation (and survives a reload).
  currentPath: 'currentPath',
  currentRouteName: 'currentRouteName',
} as const;

function sessionStore(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Storage can be switched off (privacy settings); the memory is a convenience, not a requirement.
    return null;
  }
}

/** Records that `visit` is now shown; the page shown before it becomes the previous route. */
export function rememberVisit(visit: RouteVisit, storage: Storage | null = sessionStore()): void {
  if (!storage) return;
  try {
    const currentPath = storage.getItem(keys.currentPath);
    // The same path again is a reload (or a change of query only), not a new page.
    if (currentPath !== null && currentPath !== visit.path) {
      storage.setItem(keys.prevPath, currentPath);
      storage.setItem(keys.prevRouteName, storage.getItem(keys.currentRouteName) ?? currentPath);
    }
    storage.setItem(keys.currentPath, visit.path);
    storage.setItem(keys.currentRouteName, visit.name);
  } catch {
    // A full or blocked storage only loses the memory.
  }
}

/** The page shown before the current one in this tab, or null on the first page. */
export function readPreviousRoute(storage: Storage | null = sessionStore()): RouteVisit | null {
  try {
    const path = storage?.getItem(keys.prevPath);
    if (!storage || !path) return null;
    return { path, name: storage.getItem(keys.prevRouteName) ?? path };
  } catch {
    return null;
  }
}
