import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { uploadsUrlPrefix } from './local-storage';

/** Uploaded files never run as a page: no scripts, no plugins, sandboxed even when opened directly. */
const uploadsPolicy = "default-src 'none'; img-src 'self'; media-src 'self'; sandbox";

/** Serves the local storage folder at /uploads: never as HTML or script, never a directory listing. */
export async function registerUploads(app: FastifyInstance, uploadsDir: string): Promise<void> {
  mkdirSync(uploadsDir, { recursive: true });
  await app.register(async (uploads) => {
    // Runs after the site-wide headers hook, so this stricter policy wins for files.
    uploads.addHook('onRequest', async (_request, reply) => {
      reply.header('content-security-policy', uploadsPolicy);
    });
    await uploads.register(fastifyStatic, {
      root: uploadsDir,
      prefix: uploadsUrlPrefix,
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      cacheControl: false,
      setHeaders(res) {
        res.setHeader('cache-control', 'public, max-age=86400');
      },
    });
  });
}
