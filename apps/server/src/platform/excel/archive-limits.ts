import { inflateRawSync } from 'node:zlib';

/**
 * An .xlsx is a zip, and a zip can hold a bomb: a megabyte that inflates to a gigabyte. These bounds
 * are far below what hurts the server and above any sheet an administrator uploads: an order export of
 * 16,000 product lines is a 1.5 MB file that inflates to 14 MB.
 */
export const archiveLimits = {
  entries: 1_000,
  totalBytes: 30 * 1024 * 1024,
  /** Deflate cannot do better than about 1,032 to 1; XML sheets do 5 to 50. */
  ratio: 200,
  /** Entries smaller than this may have any ratio (a tiny file of repeated bytes is harmless). */
  ratioFromBytes: 1024 * 1024,
} as const;

export type ArchiveEntry = {
  name: string;
  method: number;
  compressedSize: number;
  declaredSize: number;
  localHeaderOffset: number;
};

/** Why an archive cannot be opened: not a zip we can read, or more than the limits allow. */
export type ArchiveRefusal = 'unreadable' | 'too-big';

const endSignature = 0x06054b50;
const entrySignature = 0x02014b50;
const localSignature = 0x04034b50;
/** A field at its largest value means "see the zip64 record": never needed by a sheet under 10 MB. */
const zip64 = 0xffffffff;

/**
 * The entries a zip's central directory lists, read from its end record the way spreadsheet programs
 * and zip readers (read-excel-file's among them) read it; a refusal when it is not a plain zip or lists more than the limits.
 */
export function readArchiveDirectory(zip: Buffer): ArchiveEntry[] | ArchiveRefusal {
  // The end record is the last 22 bytes, followed by a comment of at most 65,535.
  let end = -1;
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at -= 1)
    if (zip.readUInt32LE(at) === endSignature && at + 22 + zip.readUInt16LE(at + 20) === zip.length) {
      end = at;
      break;
    }
  if (end < 0) return 'unreadable';
  const count = zip.readUInt16LE(end + 10);
  const size = zip.readUInt32LE(end + 12);
  const start = zip.readUInt32LE(end + 16);
  if (count === 0xffff || start === zip64) return 'too-big';
  if (count > archiveLimits.entries) return 'too-big';
  if (start + size > end) return 'unreadable';
  const entries: ArchiveEntry[] = [];
  let at = start;
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > end || zip.readUInt32LE(at) !== entrySignature) return 'unreadable';
    const nameLength = zip.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    if (next > end) return 'unreadable';
    entries.push({
      name: zip.subarray(at + 46, at + 46 + nameLength).toString('utf8'),
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      declaredSize: zip.readUInt32LE(at + 24),
      localHeaderOffset: zip.readUInt32LE(at + 42),
    });
    at = next;
  }
  return entries;
}

/**
 * Whether a zip is small enough to open, judged from its directory alone (no byte inflated): few
 * enough entries, a modest total once inflated, and no entry that inflates absurdly. Sizes are only
 * declared: `inflatesAsDeclared` checks that they are true.
 */
export function checkArchiveLimits(zip: Buffer): ArchiveRefusal | null {
  const entries = readArchiveDirectory(zip);
  if (typeof entries === 'string') return entries;
  let total = 0;
  for (const entry of entries) {
    if (entry.compressedSize === zip64 || entry.declaredSize === zip64) return 'too-big';
    total += entry.declaredSize;
    if (total > archiveLimits.totalBytes) return 'too-big';
    if (
      entry.declaredSize >= archiveLimits.ratioFromBytes &&
      entry.declaredSize > archiveLimits.ratio * Math.max(1, entry.compressedSize)
    )
      return 'too-big';
  }
  return null;
}

/**
 * Whether every entry inflates to no more than its directory declares: each is inflated with that size
 * as a hard cap, so a zip that lies costs at most what it claimed (which `checkArchiveLimits` bounds).
 * CPU work: run it off the main thread.
 */
export function inflatesAsDeclared(zip: Buffer): ArchiveRefusal | null {
  const entries = readArchiveDirectory(zip);
  if (typeof entries === 'string') return entries;
  for (const entry of entries) {
    const local = entry.localHeaderOffset;
    if (local + 30 > zip.length || zip.readUInt32LE(local) !== localSignature) return 'unreadable';
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    if (start + entry.compressedSize > zip.length) return 'unreadable';
    const data = zip.subarray(start, start + entry.compressedSize);
    if (entry.method === 0) {
      if (entry.compressedSize !== entry.declaredSize) return 'unreadable';
    } else if (entry.method === 8) {
      try {
        inflateRawSync(data, { maxOutputLength: Math.max(1, entry.declaredSize) });
      } catch (error) {
        return (error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' ? 'too-big' : 'unreadable';
      }
    } else return 'unreadable';
  }
  return null;
}
