import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import { type ByteRangeAsked, RangeNotSatisfiableError, resolveByteRange } from './byte-range';
import type { FileStorage, PublicFile } from './storage.port';

export const uploadsUrlPrefix = '/uploads/';

/** A file's place under `root`; keys come from the server, but one that would escape is refused all the same. */
function inside(root: string, key: string): string {
  const target = normalize(join(root, key));
  if (!target.startsWith(root + sep)) throw new Error(`storage key outside its folder: ${key}`);
  return target;
}

async function openFile(target: string) {
  const found = await stat(target).catch(() => null);
  if (!found?.isFile()) return null;
  return { stream: createReadStream(target), bytes: found.size };
}

/** A file whole or the range asked of it (createReadStream's `end` is inclusive, as a range's is). */
async function openRange(
  target: string,
  asked: ByteRangeAsked | null | undefined,
): Promise<PublicFile | null> {
  const found = await stat(target).catch(() => null);
  if (!found?.isFile()) return null;
  const size = found.size;
  if (!asked) return { stream: createReadStream(target), bytes: size, size, range: null };
  const range = resolveByteRange(asked, size);
  if (!range) throw new RangeNotSatisfiableError(size);
  const stream = createReadStream(target, range);
  return { stream, bytes: range.end - range.start + 1, size, range };
}

/**
 * Files on local disk: public ones in the uploads folder, served by the app at /uploads; private ones
 * (bought contents) in a sibling folder the app never serves (`private` next to `uploads` by default).
 */
export function createLocalStorage(root: string, privateRoot = join(dirname(root), 'private')): FileStorage {
  const pathOnDisk = (key: string) => inside(root, key);
  return {
    async putPrivate(key, data) {
      const target = inside(privateRoot, key);
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, data);
      return { key };
    },
    removePrivate: async (key) => rm(inside(privateRoot, key), { force: true }),
    openPrivate: async (key) => openFile(inside(privateRoot, key)),
    openPublic: async (key, range) => openRange(pathOnDisk(key), range),
    // The server streams bought files itself: nothing else can read this folder.
    privateDownload: async (key) => openFile(inside(privateRoot, key)),
    // Files reach this disk only through the server (multipart uploads).
    directUploads: null,
    async put(key, data) {
      const target = pathOnDisk(key);
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, data);
      return { path: uploadsUrlPrefix + key };
    },
    async remove(path) {
      if (!path.startsWith(uploadsUrlPrefix)) return;
      await rm(pathOnDisk(path.slice(uploadsUrlPrefix.length)), { force: true });
    },
  };
}
