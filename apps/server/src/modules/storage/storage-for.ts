import { createLocalStorage } from './local-storage';
import { createS3Storage, parseS3Url } from './s3-storage';
import type { FileStorage } from './storage.port';

/**
 * The storage STORAGE_URL names: unset or `file:` = the local uploads folder (served from disk), or
 * `s3://bucket?endpoint=…&region=…` = a bucket shared by every server process (served by streaming).
 */
export function storageFor(options: { storageUrl: string | undefined; uploadsDir: string }): {
  storage: FileStorage;
  /** The folder /uploads is served from, or null when files are not on this machine's disk. */
  localDir: string | null;
} {
  if (options.storageUrl?.startsWith('s3://'))
    return { storage: createS3Storage(parseS3Url(options.storageUrl)), localDir: null };
  return { storage: createLocalStorage(options.uploadsDir), localDir: options.uploadsDir };
}
