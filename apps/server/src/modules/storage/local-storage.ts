import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import type { FileStorage } from './storage.port';

export const uploadsUrlPrefix = '/uploads/';

/** Files in a folder under the data folder, served by the app at /uploads. */
export function createLocalStorage(root: string): FileStorage {
  const pathOnDisk = (key: string) => {
    const target = normalize(join(root, key));
    // Keys come from the server, but refuse any that would escape the uploads folder all the same.
    if (!target.startsWith(root + sep)) throw new Error(`storage key outside the uploads folder: ${key}`);
    return target;
  };
  return {
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
