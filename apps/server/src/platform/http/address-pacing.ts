import type { IncomingMessage } from 'node:http';
import { messages } from '@edu/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { sendRefusal } from './envelope';

/**
 * Pacing per address past a ceiling (issue 41 item 9): a route that must not refuse a crowd behind one
 * address (a church's Wi-Fi on a sign-up evening) lets `ceiling` calls of an address through in each
 * `windowMs`, and past it spaces the address's further calls `spacingMs` apart instead of refusing them:
 * each waits for its slot. A call whose slot is further off than `maxWaitMs` is refused with 429 and
 * Retry-After, so an address never has more than maxWaitMs ÷ spacingMs calls waiting and a flood from
 * one address goes no faster than one call per spacing.
 *
 * The wait is an idle timer before the handler: it holds the caller's connection, no database
 * connection, and admission does not count it as time spent answering (see `pacedWaitOf`).
 */
export type PaceRule = { ceiling: number; windowMs: number; spacingMs: number; maxWaitMs: number };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Paces the route's calls per address past a ceiling (address-pacing.ts). */
    pace?: PaceRule;
  }
}

/**
 * Where an address's calls are counted: in Redis when REDIS_URL is set (every process shares one
 * count and one slot queue), else in this process. Answers the wait in ms, or `full` past maxWaitMs.
 */
export type PaceStore = { reserve(key: string, rule: PaceRule): Promise<number | 'full'> };

/** One process's count, for the embedded default. */
export function memoryPaceStore(now: () => number = Date.now): PaceStore {
  const addresses = new Map<string, { count: number; resetAt: number; nextSlot: number }>();
  return {
    async reserve(key, rule) {
      const at = now();
      // Forget addresses whose window is over, so the map holds only this window's visitors.
      if (addresses.size > 10_000)
        for (const [old, entry] of addresses) if (entry.resetAt <= at) addresses.delete(old);
      let entry = addresses.get(key);
      if (!entry || entry.resetAt <= at) {
        entry = { count: 0, resetAt: at + rule.windowMs, nextSlot: 0 };
        addresses.set(key, entry);
      }
      if (entry.count < rule.ceiling) {
        entry.count += 1;
        return 0;
      }
      const slot = Math.max(at, entry.nextSlot) + rule.spacingMs;
      if (slot - at > rule.maxWaitMs) return 'full';
      entry.count += 1;
      entry.nextSlot = slot;
      return slot - at;
    },
  };
}

/**
 * The same rule in one Redis script, so two processes never hand out the same slot. Keys expire with
 * the window; a refused call does not count.
 */
const reserveScript = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
if count <= tonumber(ARGV[2]) then return 0 end
local now = tonumber(ARGV[3])
local slot = math.max(now, tonumber(redis.call('GET', KEYS[2]) or '0')) + tonumber(ARGV[4])
if slot - now > tonumber(ARGV[5]) then
  redis.call('DECR', KEYS[1])
  return -1
end
redis.call('SET', KEYS[2], slot, 'PX', ARGV[1])
return slot - now`;

export function redisPaceStore(redis: Redis, nameSpace: string): PaceStore {
  return {
    async reserve(key, rule) {
      const wait = Number(
        await redis.eval(
          reserveScript,
          2,
          `${nameSpace}${key}:count`,
          `${nameSpace}${key}:slot`,
          rule.windowMs,
          rule.ceiling,
          Date.now(),
          rule.spacingMs,
          rule.maxWaitMs,
        ),
      );
      return wait < 0 ? 'full' : wait;
    },
  };
}

/** How long each call waited for its slot, so admission can leave the wait out of its answer times. */
const pacedWaits = new WeakMap<IncomingMessage, number>();
export const pacedWaitOf = (raw: IncomingMessage) => pacedWaits.get(raw) ?? 0;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Adds the pacing to every route declaring `config.pace`; register before the routes. When the store
 * cannot be reached the call goes through unpaced (as the rate limits are skipped): the per-phone
 * limits in the database still hold.
 */
export function registerAddressPacing(app: FastifyInstance, store: PaceStore): void {
  app.addHook('onRoute', (route) => {
    const rule = route.config?.pace;
    if (!rule) return;
    const pace = async (request: FastifyRequest, reply: FastifyReply) => {
      let wait: number | 'full';
      try {
        wait = await store.reserve(`${route.url}:${request.ip}`, rule);
      } catch (error) {
        request.log.warn({ err: error }, 'pacing store unreachable: call not paced');
        return;
      }
      if (wait === 'full') {
        reply.header('retry-after', String(Math.ceil(rule.spacingMs / 1000)));
        return sendRefusal(reply, 429, messages.tooManyRequests);
      }
      if (wait > 0) {
        request.log.info({ waitMs: wait, route: route.url }, 'call paced: address past its hourly ceiling');
        pacedWaits.set(request.raw, wait);
        await sleep(wait);
        // The caller gave up while waiting: no code is sent to a page that is gone.
        if (request.raw.socket?.destroyed) return sendRefusal(reply, 429, messages.tooManyRequests);
      }
    };
    route.onRequest = [...(route.onRequest ? [route.onRequest].flat() : []), pace];
  });
}
