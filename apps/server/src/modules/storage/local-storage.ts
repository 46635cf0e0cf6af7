import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import type { FileStorage } from './storage.port';

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
    openPublic: async (key) => openFile(pathOnDisk(key)),
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
