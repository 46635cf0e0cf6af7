/**
 * The content type a public upload is served with, by the extension the server gave its key. Only
 * media, caption tracks and PDF: anything else is a download (application/octet-stream), never a page or a script.
 */
const types: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  flac: 'audio/flac',
  m4a: 'audio/mp4',
  mp4: 'video/mp4',
  webm: 'video/webm',
  pdf: 'application/pdf',
  // A sample's captions: a <track> needs this type (and UTF-8) or the browser ignores the file.
  vtt: 'text/vtt; charset=utf-8',
};

export function contentTypeOf(key: string): string {
  return types[key.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';
}
