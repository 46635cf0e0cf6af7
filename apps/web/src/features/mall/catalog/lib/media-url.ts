/** A stored file path as the page can load it: absolute paths and URLs as they are, bare names under /uploads. */
export function mediaUrl(path: string): string {
  if (/^(https?:)?\/\//.test(path) || path.startsWith('/') || path.startsWith('data:')) return path;
  return `/uploads/${path}`;
}
