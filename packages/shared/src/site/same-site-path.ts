/** Any origin will do: the path is resolved against it only to see where a browser would go. */
const probeOrigin = 'https://site.invalid';

/**
 * A path of this site to send the browser to, read the way a browser reads it: `//host`, `/\host` and
 * `/\t/host` (tabs and newlines are dropped, backslashes turned around) all lead elsewhere and become
 * `/`. Answers the path with its query and fragment, at most 300 characters.
 */
export function sameSitePath(value: string | null | undefined): string {
  if (!value?.startsWith('/')) return '/';
  try {
    const url = new URL(value, probeOrigin);
    if (url.origin !== probeOrigin) return '/';
    return `${url.pathname}${url.search}${url.hash}`.slice(0, 300);
  } catch {
    return '/';
  }
}
