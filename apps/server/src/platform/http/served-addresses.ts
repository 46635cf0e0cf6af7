import { type NetworkInterfaceInfo, networkInterfaces } from 'node:os';
import type { TrustProxy } from './client-address';

type Interfaces = NodeJS.Dict<NetworkInterfaceInfo[]>;

const anyAddress = new Set(['0.0.0.0', '::', '']);

/**
 * The origins a browser can open this server at: with HOST 0.0.0.0 (or ::) `localhost` and every IPv4
 * address of the machine (loopback, the LAN's), else the one host it listens on.
 */
export function servedOrigins(options: {
  host: string;
  port: number;
  https: boolean;
  interfaces?: Interfaces;
}): string[] {
  const scheme = options.https ? 'https' : 'http';
  const origin = (host: string) => `${scheme}://${host.includes(':') ? `[${host}]` : host}:${options.port}`;
  if (!anyAddress.has(options.host)) return [new URL(origin(options.host)).origin];
  const ipv4 = Object.values(options.interfaces ?? networkInterfaces())
    .flat()
    .filter((address) => address?.family === 'IPv4')
    .map((address) => address?.address ?? '');
  return [...new Set(['localhost', ...ipv4])].map((host) => new URL(origin(host)).origin);
}

export type StartLine = { level: 'info' | 'warn'; msg: string };

/**
 * What the start log says about the addresses served (issue 41 item 8): phone payments and social login
 * work only on PUBLIC_URL's origin (the provider returns there, our CSP lets forms post only there, the
 * login cookie lives there), so opening the site at another address breaks them. A PUBLIC_URL this
 * server does not answer at is warned about, unless a proxy in front (TRUST_PROXY) serves it.
 */
export function servedAddressLines(options: {
  served: string[];
  publicUrl: string;
  trustProxy: TrustProxy;
}): StartLine[] {
  const official = new URL(options.publicUrl).origin;
  const lines: StartLine[] = [{ level: 'info', msg: `serving at ${options.served.join(', ')}` }];
  const behindProxy = Array.isArray(options.trustProxy)
    ? options.trustProxy.length > 0
    : options.trustProxy > 0;
  if (options.served.includes(official)) {
    if (options.served.length > 1)
      lines.push({
        level: 'info',
        msg: `PUBLIC_URL is ${official}: phone payments and social login work only when the site is opened there`,
      });
  } else if (behindProxy) {
    lines.push({
      level: 'info',
      msg: `PUBLIC_URL ${official} is served by the proxy in front (TRUST_PROXY)`,
    });
  } else {
    lines.push({
      level: 'warn',
      msg: `PUBLIC_URL ${official} is not an address this server is served at (${options.served.join(', ')}): opened at those, phone payments and social login fail. Set PUBLIC_URL to the address people open (the machine's LAN address for phones on the same network).`,
    });
  }
  return lines;
}
