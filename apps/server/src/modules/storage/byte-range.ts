/**
 * One byte range a client asked for (RFC 9110 §14.1.2): `bytes=a-b`, `bytes=a-` or the last n bytes
 * `bytes=-n`. iOS Safari plays audio and video only from a server that answers such ranges (it asks
 * for `bytes=0-1` first), so /uploads answers them from disk and from a bucket alike.
 */
export type ByteRangeAsked = { start: number; end: number | null } | { suffix: number };

/** The bytes a range resolved to against the file's size: `start`–`end` inclusive. */
export type ByteRange = { start: number; end: number };

/**
 * The one range a Range header asks for, or null to answer the whole file: no header, another unit,
 * a malformed value, or several ranges (a server may ignore Range; multipart answers are not worth it
 * for media players, which ask for one range at a time).
 */
export function parseByteRange(header: string | undefined): ByteRangeAsked | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  // Beyond 2^53 a number is no longer exact: no file here is that large, so such a range is ignored.
  if (first.length > 15 || last.length > 15) return null;
  if (first === '') return { suffix: Number(last) };
  const start = Number(first);
  const end = last === '' ? null : Number(last);
  if (end !== null && end < start) return null;
  return { start, end };
}

/** The bytes a range asks of a file of `size` bytes, or null when none of them exist (answer 416). */
export function resolveByteRange(asked: ByteRangeAsked, size: number): ByteRange | null {
  if ('suffix' in asked) {
    if (asked.suffix === 0 || size === 0) return null;
    return { start: Math.max(0, size - asked.suffix), end: size - 1 };
  }
  if (asked.start >= size) return null;
  return { start: asked.start, end: Math.min(asked.end ?? size - 1, size - 1) };
}

/** Raised by a storage asked for a range past the end of the file; the route answers 416 with the size. */
export class RangeNotSatisfiableError extends Error {
  constructor(readonly size: number) {
    super(`range not satisfiable (size ${size})`);
    this.name = 'RangeNotSatisfiableError';
  }
}
