import { BlockList, isIP } from 'node:net';
import { z } from 'zod';

/**
 * Which proxies in front of the server are ours (quality bar 14): a number of hops, or the proxies'
 * addresses and CIDR ranges. The client address is then the right-most X-Forwarded-For entry that no
 * trusted proxy wrote; whatever the client wrote further left never decides a limit or an allow-list.
 */
export type TrustProxy = number | string[];

/** Node reports IPv4 clients of a dual-stack socket with the IPv4-mapped IPv6 prefix. */
export const plainAddress = (ip: string) => ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');

function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** A comma-separated list of addresses and CIDR ranges, each checked. */
export const addressListSchema = () =>
  z
    .string()
    .transform((text) =>
      text
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .refine((entries) => entries.length > 0 && entries.every(isAddressOrRange), {
      message: 'must be a comma-separated list of IP addresses or CIDR ranges',
    });

/**
 * TRUST_PROXY: `0`/`false` (no proxy), a hop count (`true` is read as the one hop it used to mean),
 * or the proxies' addresses/CIDRs.
 */
export const trustProxySchema = () =>
  z.string().transform((text, context): TrustProxy => {
    const value = text.trim();
    if (value === 'false') return 0;
    if (value === 'true') return 1;
    if (/^\d{1,2}$/.test(value)) return Number(value);
    const parsed = addressListSchema().safeParse(value);
    if (parsed.success) return parsed.data;
    context.addIssue({
      code: 'custom',
      message: 'must be a number of proxy hops or a comma-separated list of proxy addresses/CIDR ranges',
    });
    return z.NEVER;
  });

/**
 * Fastify's `trustProxy` option for the setting: a hop count trusts the `hop` nearest entries (the
 * socket, then X-Forwarded-For from the right), so the client is the next one to the left; 0 hops
 * means the socket's address only.
 */
export const fastifyTrustProxy = (
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) =>
  Array.isArray(trust) ? trust : trust === 0 ? false : (_address, hop) => hop < trust;

/** A test of an address against a list of addresses and CIDR ranges (IPv4 and IPv6). */
export function addressMatcher(entries: readonly string[]): (ip: string) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (ip) => {
    const address = plainAddress(ip);
    const family = isIP(address);
    return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
  };
}
