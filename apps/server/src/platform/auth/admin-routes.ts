import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { requireAdmin } from './guards';

/** Routes documented under this tag are for administrators only. */
export const adminTag = 'admin';

type AdminRegistration = (admin: FastifyInstance) => Promise<void>;

const tagsOf = (schema: unknown): unknown[] => {
  const tags =
    typeof schema === 'object' && schema !== null ? (schema as { tags?: unknown }).tags : undefined;
  return Array.isArray(tags) ? tags : [];
};
const keyOf = (route: RouteOptions) => `${[route.method].flat().join(',')} ${route.url}`;

/**
 * The one guard of the administration: `register` adds every administrator route inside one scope that
 * refuses everyone below level 10 before a route reads its input (401 or 403), so a new administrator
 * route is closed whatever its handler does, and is documented under the `admin` tag. A route tagged
 * `admin` outside that scope stops the server at start-up, so the documentation and the guard agree.
 * Call it before any route is registered.
 */
export function administration(app: FastifyInstance) {
  const scoped = new Set<string>();
  const tagged: string[] = [];
  app.addHook('onRoute', (route) => {
    if (tagsOf(route.schema).includes(adminTag)) tagged.push(keyOf(route));
  });
  app.addHook('onReady', async () => {
    const stray = tagged.filter((key) => !scoped.has(key));
    if (stray.length > 0)
      throw new Error(`Administrator routes outside the administration: ${stray.join('; ')}`);
  });
  return (register: AdminRegistration) =>
    app.register(async (admin) => {
      admin.addHook('onRoute', (route) => {
        scoped.add(keyOf(route));
        route.schema ??= {};
        const schema = route.schema as { tags?: unknown[] };
        if (!tagsOf(schema).includes(adminTag)) schema.tags = [...tagsOf(schema), adminTag];
      });
      admin.addHook('onRequest', async (request: FastifyRequest) => {
        await requireAdmin(request);
      });
      await register(admin);
    });
}
