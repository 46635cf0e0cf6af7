import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { parseByteRange, RangeNotSatisfiableError } from './byte-range';
import { uploadsUrlPrefix } from './local-storage';
import { contentTypeOf } from './public-content-type';
import type { FileStorage, PublicFile } from './storage.port';
import { StorageUnavailableError } from './storage-unavailable';

/** Uploaded files never run as a page: no scripts, no plugins, sandboxed even when opened directly. */
const uploadsPolicy = "default-src 'none'; img-src 'self'; media-src 'self'; sandbox";
const cacheControl = 'public, max-age=86400';

/**
 * Serves public uploads at /uploads: from the local folder when files are on disk (`localDir`), else
 * streamed from the storage (a bucket). Never as HTML or script, never a directory listing. Both answer
 * byte ranges (206, Accept-Ranges: bytes), without which iOS Safari plays no audio or video.
 */
export async function registerUploads(
  app: FastifyInstance,
  storage: FileStorage,
  localDir: string | null,
): Promise<void> {
  await app.register(async (uploads) => {
    // Runs after the site-wide headers hook, so this stricter policy wins for files.
    uploads.addHook('onRequest', async (_request, reply) => {
      reply.header('content-security-policy', uploadsPolicy);
    });
    if (localDir) {
      mkdirSync(localDir, { recursive: true });
      await uploads.register(fastifyStatic, {
        root: localDir,
        prefix: uploadsUrlPrefix,
        decorateReply: false,
        index: false,
        list: false,
        dotfiles: 'deny',
        cacheControl: false,
        contentType: false,
        // The same types as from a bucket: media and PDF as such, anything else a download.
        setHeaders(res, path) {
          res.setHeader('cache-control', cacheControl);
          res.setHeader('content-type', contentTypeOf(path));
        },
      });
      return;
    }
    uploads.get(`${uploadsUrlPrefix}*`, { schema: { hide: true } }, async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      // If-Range asks for a range only while the file is the one it names; nothing here names a version
      // (no ETag), so such a request gets the whole file, which is always correct.
      const asked = request.headers['if-range'] ? null : parseByteRange(request.headers.range);
      reply
        .header('accept-ranges', 'bytes')
        .header('cache-control', cacheControl)
        .header('x-content-type-options', 'nosniff');
      // A key the storage refuses (one that would leave its folder) is simply not there; an unreachable
      // store is not "not found": its 503 goes on to the error handler, which adds Retry-After.
      let file: PublicFile | null;
      try {
        file = await storage.openPublic(key, asked);
      } catch (error) {
        if (error instanceof StorageUnavailableError) throw error;
        if (error instanceof RangeNotSatisfiableError)
          return reply.code(416).header('content-range', `bytes */${error.size}`).send();
        file = null;
      }
      if (!file) return reply.callNotFound();
      if (file.range)
        reply.code(206).header('content-range', `bytes ${file.range.start}-${file.range.end}/${file.size}`);
      return reply
        .header('content-type', contentTypeOf(key))
        .header('content-length', String(file.bytes))
        .send(file.stream);
    });
  });
}
