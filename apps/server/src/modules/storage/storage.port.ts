import type { Readable } from 'node:stream';
import type { ByteRange, ByteRangeAsked } from './byte-range';

/** A public file opened for serving: `bytes` in the stream, `size` of the whole file, the range served. */
export type PublicFile = { stream: Readable; bytes: number; size: number; range: ByteRange | null };

/** A bought file as the download call answers it: a redirect to a signed address, or the bytes. */
export type PrivateDownload = { url: string } | { stream: Readable; bytes: number };

/**
 * Where a browser sends a large file itself, straight to the bucket (a content's 200 MB files): the
 * server then checks what arrived before it is used. Only a bucket offers it; on local disk the
 * file goes through the server as a multipart upload.
 */
export type DirectUploads = {
  /** The origin the signed addresses point at, which the site's pages must be allowed to send to (CSP). */
  origin: string;
  /**
   * A fresh `incoming/` key and a short-lived signed PUT for exactly `bytes` bytes (the signature
   * covers Content-Length, so the bucket refuses a body of any other size).
   */
  presignPut(bytes: number): Promise<{ key: string; url: string; expiresAt: Date }>;
  /** What arrived under an incoming key: its size and its first `firstBytes` bytes; null when missing. */
  inspect(key: string, firstBytes: number): Promise<{ bytes: number; head: Buffer } | null>;
  /** Moves an incoming file to a private key (as `putPrivate` would have stored it). */
  promote(key: string, privateKey: string): Promise<{ key: string }>;
  /** Removes an incoming file; a missing one is not an error. */
  discard(key: string): Promise<void>;
};

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
  /**
   * A public file by its key (the public path without `/uploads/`), for serving it, whole or the range
   * asked; null when missing. A range past its end throws RangeNotSatisfiableError.
   */
  openPublic(key: string, range?: ByteRangeAsked | null): Promise<PublicFile | null>;
  /**
   * A private file handed to its buyer under its (Korean) name: from a bucket, a short-lived signed
   * address the browser downloads from directly, so no server process carries the bytes; from local
   * disk, the stream. Null when the file is missing.
   */
  privateDownload(key: string, file: { fileName: string }): Promise<PrivateDownload | null>;
  /** Uploads straight from the browser to the store, or null when the store cannot take them. */
  directUploads: DirectUploads | null;
};
