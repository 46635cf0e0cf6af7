/** What a route may declare in its `handle` for the navigation guard (spec §2). */
export type RouteHandle = {
  /** The route's name, remembered as the previous route name (the path stands in when it has none). */
  name?: string;
  /** Only a logged-in member may see the page; it also covers every route below it. */
  requiresLogin?: boolean;
  /** A pass-through page whose path holds a secret (a token): never remembered as the previous page. */
  transient?: boolean;
  /**
   * The page works without the network (the check-in desk): when the login check gets no answer at all,
   * the page is shown anyway; the server still checks every call it makes.
   */
  worksOffline?: boolean;
};

export type RouteRules = { name: string | undefined; requiresLogin: boolean; transient: boolean };

function isHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null;
}

/** The rules of the matched routes, outermost first: login is required if any asks; the deepest name wins. */
export function routeRules(handles: readonly unknown[]): RouteRules {
  const declared = handles.filter(isHandle);
  return {
    name: declared.findLast((handle) => typeof handle.name === 'string')?.name,
    requiresLogin: declared.some((handle) => handle.requiresLogin === true),
    transient: declared.some((handle) => handle.transient === true),
  };
}
