import { messages } from '@edu/shared';
import type { FastifyInstance } from 'fastify';
import { sendRefusal } from './envelope';

/**
 * Control characters no person types: NUL (which PostgreSQL refuses in text, so it used to become a
 * 500) and the other C0 controls and DEL. Tab, line feed and carriage return are text.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is what it is for.
const controlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Whether any string in a parsed body, query or path (keys included) holds a control character. */
export function hasControlCharacters(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return controlCharacters.test(value);
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => hasControlCharacters(item, depth + 1));
  return Object.entries(value).some(
    ([key, item]) => controlCharacters.test(key) || hasControlCharacters(item, depth + 1),
  );
}

/**
 * Refuses input with control characters before any route sees it, with the usual 400 envelope; what
 * multipart routes read themselves they check with `hasControlCharacters`.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request, reply) => {
    if (
      hasControlCharacters(request.params) ||
      hasControlCharacters(request.query) ||
      hasControlCharacters(request.body)
    ) {
      request.log.warn({ url: request.routeOptions.url }, 'control characters refused');
      return sendRefusal(reply, 400, messages.invalidInput);
    }
  });
}
