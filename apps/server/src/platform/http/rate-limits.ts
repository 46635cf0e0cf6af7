import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { memoryPaceStore, redisPaceStore, registerAddressPacing } from './address-pacing';

/**
 * Per-address limits, declared per route (login, codes, recovery, uploads). With `redisUrl` they are
 * counted in Redis, so every server process behind the load balancer shares one count; without it, in
 * each process's memory (one process, the embedded default). If Redis cannot be reached the limits
 * are skipped rather than every request refused: the account lockout in the database still holds.
 * The routes that pace instead of refusing (`config.pace`, address-pacing.ts) count in the same store.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  options: { redisUrl: string | undefined; keyPrefix: string },
) {
  if (!options.redisUrl) {
    registerAddressPacing(app, memoryPaceStore());
    await app.register(rateLimit, { global: false });
    return;
  }
  const redis = new Redis(options.redisUrl, {
    // A limit check must not hold a request up: fail fast and let skipOnError answer.
    connectTimeout: 1000,
    maxRetriesPerRequest: 1,
    // While disconnected, a check fails at once (and is skipped) instead of waiting in a queue.
    enableOfflineQueue: false,
    lazyConnect: true,
  });
  let lastWarning = 0;
  redis.on('error', (error) => {
    // One line a minute is enough while Redis is away.
    if (Date.now() - lastWarning < 60_000) return;
    lastWarning = Date.now();
    app.log.warn({ err: error }, 'rate-limit store (Redis) unreachable: limits are skipped');
  });
  // Connected before the first request is served (or, when Redis is away, started without it).
  await redis.connect().catch((error: unknown) => {
    lastWarning = Date.now();
    app.log.warn(
      { err: error },
      'rate-limit store (Redis) unreachable at start: limits are skipped until it is back',
    );
  });
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  // This site's keys in a Redis that may serve other sites too (REDIS_KEY_PREFIX): their counts stay apart.
  const nameSpace = `${options.keyPrefix}-rate-limit:`;
  registerAddressPacing(app, redisPaceStore(redis, `${options.keyPrefix}-pace:`));
  await app.register(rateLimit, { global: false, redis, nameSpace, skipOnError: true });
}
