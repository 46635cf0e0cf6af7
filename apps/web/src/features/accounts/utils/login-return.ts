import { sameSitePath } from '@edu/shared';

/** Pages a login never goes back to: /login itself (a loop) and /logout (it would end the new session). */
const noReturn = /^\/(login|logout)(?=[/?#]|$)/i;

/**
 * The page a login goes back to, from /login's `returnTo`: a path of this site with its query (never
 * another site's address), or "/" when there is none.
 */
export function returnPathOf(value: string | null | undefined): string {
  const path = sameSitePath(value);
  return noReturn.test(path) ? '/' : path;
}

/** /login, remembering the page to come back to: `/login?returnTo=%2Fmall%2Fview%2F3%3Fq%3D1`. */
export function loginPath(returnTo: string): string {
  const path = returnPathOf(returnTo);
  return path === '/' ? '/login' : `/login?returnTo=${encodeURIComponent(path)}`;
}
