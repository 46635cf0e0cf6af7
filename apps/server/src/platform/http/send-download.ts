import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { attachmentDisposition } from './attachment-disposition';

/**
 * Streams a file the server alone hands out (a bought content, a post's attachment, a zip of them)
 * under its own name, never cached by a shared cache.
 */
export function sendDownload(
  reply: FastifyReply,
  file: { name: string; stream: Readable; bytes?: number; type?: string },
) {
  reply
    .header('content-type', file.type ?? 'application/octet-stream')
    .header('content-disposition', attachmentDisposition(file.name))
    .header('cache-control', 'private, no-store');
  if (file.bytes !== undefined) reply.header('content-length', String(file.bytes));
  return reply.send(file.stream as never);
}
