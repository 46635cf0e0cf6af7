import type { NetworkInterfaceInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { servedAddressLines, servedOrigins } from './served-addresses';

const address = (ip: string, family: 'IPv4' | 'IPv6'): NetworkInterfaceInfo =>
  ({
    address: ip,
    family,
    internal: ip === '127.0.0.1',
    netmask: '',
    mac: '',
    cidr: null,
  }) as NetworkInterfaceInfo;
/** A machine on a church LAN: loopback, its Wi-Fi address and an IPv6 one (not listed: phones open IPv4). */
const interfaces = {
  lo: [address('127.0.0.1', 'IPv4'), address('::1', 'IPv6')],
  wlan0: [address('192.168.0.23', 'IPv4'), address('fe80::1', 'IPv6')],
};

describe('the addresses the start log names', () => {
  it('lists localhost and every IPv4 address of the machine when listening on all interfaces', () => {
    expect(servedOrigins({ host: '0.0.0.0', port: 3000, https: false, interfaces })).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://192.168.0.23:3000',
    ]);
    expect(servedOrigins({ host: '127.0.0.1', port: 3000, https: false, interfaces })).toEqual([
      'http://127.0.0.1:3000',
    ]);
  });

  it('warns when PUBLIC_URL is not one of them, so a page opened there would fail phone payments and social login', () => {
    const lines = servedAddressLines({
      served: ['http://127.0.0.1:3000'],
      publicUrl: 'http://localhost:3000',
      trustProxy: 0,
    });
    expect(lines[0]).toEqual({ level: 'info', msg: 'serving at http://127.0.0.1:3000' });
    expect(lines[1]?.level).toBe('warn');
    expect(lines[1]?.msg).toContain(
      'PUBLIC_URL http://localhost:3000 is not an address this server is served at',
    );
  });

  it('only notes which address works when PUBLIC_URL is served, and trusts a proxy in front to serve it', () => {
    const served = servedOrigins({ host: '0.0.0.0', port: 3000, https: false, interfaces });
    expect(servedAddressLines({ served, publicUrl: 'http://192.168.0.23:3000/', trustProxy: 0 })).toEqual([
      { level: 'info', msg: `serving at ${served.join(', ')}` },
      {
        level: 'info',
        msg: 'PUBLIC_URL is http://192.168.0.23:3000: phone payments and social login work only when the site is opened there',
      },
    ]);
    const proxied = servedAddressLines({ served, publicUrl: 'https://edu.example', trustProxy: 1 });
    expect(proxied.map((line) => line.level)).toEqual(['info', 'info']);
  });
});
