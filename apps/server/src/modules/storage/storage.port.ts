import type { Readable } from 'node:stream';

/** Where uploaded files live. Domains hand it bytes and keep only the public path it answers. */
export type FileStorage = {
  /** Stores bytes under a server-generated key such as `posts/2026/11/<uuid>.jpg`; answers its public path. */
  put(key: string, data: Buffer): Promise<{ path: string }>;
  /** Removes a file by the public path `put` answered; a missing file is not an error. */
  remove(path: string): Promise<void>;
  /**
   * Stores bytes the server alone hands out (bought contents): never under a public URL. Answers the
   * key to read them back with.
   */
  putPrivate(key: string, data: Buffer): Promise<{ key: string }>;
  /** Removes a private file by its key; a missing file is not an error. */
  removePrivate(key: string): Promise<void>;
  /** A private file as a stream with its size, or null when it is missing. */
  openPrivate(key: string): Promise<{ stream: Readable; bytes: number } | null>;
  /** A public file by its key (the public path without `/uploads/`), for serving it; null when missing. */
  openPublic(key: string): Promise<{ stream: Readable; bytes: number } | null>;
};
