/**
 * A stored file path as a page loads it: absolute paths and URLs as they are, bare names under /uploads.
 * The page's <img> and the server's preload of the same picture must name the same address.
 */
export function mediaUrl(path: string): string {
  if (/^(https?:)?\/\//.test(path) || path.startsWith('/') || path.startsWith('data:')) return path;
  return `/uploads/${path}`;
}
