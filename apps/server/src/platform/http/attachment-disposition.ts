/**
 * An attachment header for a file name in any language (RFC 6266 with RFC 5987's `filename*`): every
 * current browser gets the Korean name itself, old clients the ASCII `fallback` (or the name with its
 * other characters replaced).
 */
export function attachmentDisposition(fileName: string, fallback?: string): string {
  const ascii = fallback ?? (fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_') || 'download');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
