/** The native app's own pages besides the /app/… family (spec §2), in lower case for matching. */
const inAppPages = new Set(
  [
    '/app_main',
    '/app_hana1',
    '/app_hana2',
    '/signup/app',
    '/profile/confList/app',
    '/profile/confList/app2',
  ].map((path) => path.toLowerCase()),
);

/**
 * True for the routes the native app shows in its web views (spec §2): every /app/… route, the in-app
 * pages, the app's sign-up and its application history views. Matched as the router matches paths:
 * without regard to case or a trailing slash.
 */
export function isInAppPath(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return path.startsWith('/app/') || inAppPages.has(path);
}
