import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { uploadsUrlPrefix } from './local-storage';

/** Serves the local storage folder at /uploads: never as HTML or script, never a directory listing. */
export async function registerUploads(app: FastifyInstance, uploadsDir: string): Promise<void> {
  mkdirSync(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: uploadsUrlPrefix,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    cacheControl: false,
    setHeaders(res) {
      res.setHeader('x-content-type-options', 'nosniff');
      res.setHeader(
        'content-security-policy',
        "default-src 'none'; img-src 'self'; media-src 'self'; sandbox",
      );
      res.setHeader('cache-control', 'public, max-age=86400');
    },
  });
}
