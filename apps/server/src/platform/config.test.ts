import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('runs with no configuration at all on the embedded database', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir.endsWith('/data')).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.logLevel).toBe('info');
  });

  it('lets a call wait longer before admission refuses it on the embedded database, whose one thread runs the SQL too', () => {
    expect(loadConfig({}).overloadMaxWaitMs).toBe(1500);
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/edu' }).overloadMaxWaitMs).toBe(1000);
    expect(loadConfig({ OVERLOAD_MAX_WAIT_MS: '0' }).overloadMaxWaitMs).toBe(0);
    expect(
      loadConfig({ DATABASE_URL: 'postgres://localhost/edu', OVERLOAD_MAX_WAIT_MS: '2500' })
        .overloadMaxWaitMs,
    ).toBe(2500);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', ADMIN_PASSWORD: '' }).databaseUrl).toBeUndefined();
  });

  it.each([
    [{ PORT: 'abc' }, /^Invalid configuration: PORT /],
    [{ PORT: '70000' }, /^Invalid configuration: PORT /],
    [{ DATABASE_URL: 'mysql://x' }, /^Invalid configuration: DATABASE_URL must start with postgres/],
    [{ ADMIN_PASSWORD: 'short' }, /^Invalid configuration: ADMIN_PASSWORD must be at least 8 characters/],
    [{ LOG_LEVEL: 'loud' }, /^Invalid configuration: LOG_LEVEL /],
    [{ PUBLIC_URL: 'not a url' }, /^Invalid configuration: PUBLIC_URL /],
  ])('refuses %o with one clear line', (environment, message) => {
    expect(() => loadConfig(environment)).toThrow(ConfigError);
    expect(() => loadConfig(environment)).toThrow(message);
    try {
      loadConfig(environment);
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
    }
  });
});

describe('TRUST_PROXY', () => {
  it('is a number of proxy hops or a list of proxy addresses, never a blanket yes', () => {
    expect(loadConfig({}).trustProxy).toBe(0);
    expect(loadConfig({ PUBLIC_URL: 'https://edu.example' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.5',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(/^Invalid configuration: TRUST_PROXY /);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/40' })).toThrow(ConfigError);
  });

  it('reads deposit-notice sources as addresses and CIDR ranges', () => {
    const keys = {
      PAYMENT_PROVIDER: 'inicis',
      INICIS_MID: 'INIpayTest',
      INICIS_SIGN_KEY: 'k',
      INICIS_MOBILE_HASH_KEY: 'h',
      INICIS_API_KEY: 'ItEQKi3rY7uvDS8l',
      INICIS_API_IV: 'HYb3yQ4f65QL89==',
      INICIS_CLIENT_IP: '203.0.113.10',
    };
    expect(loadConfig({ ...keys, INICIS_NOTI_IPS: '203.238.37.0/24,211.219.96.165' }).payments).toMatchObject(
      {
        notiSourceIps: ['203.238.37.0/24', '211.219.96.165'],
      },
    );
    expect(() => loadConfig({ ...keys, INICIS_NOTI_IPS: '203.238.37.*' })).toThrow(/INICIS_NOTI_IPS/);
  });
});

describe('STORAGE_URL', () => {
  it('is local disk by default, a bucket address, or refused with one line', () => {
    expect(loadConfig({}).storageUrl).toBeUndefined();
    expect(loadConfig({ STORAGE_URL: 's3://edu-files?endpoint=http://127.0.0.1:9000' }).storageUrl).toBe(
      's3://edu-files?endpoint=http://127.0.0.1:9000',
    );
    expect(() => loadConfig({ STORAGE_URL: 'ftp://files' })).toThrow(
      'Invalid configuration: STORAGE_URL must be s3://bucket?endpoint=…&region=… or file:',
    );
  });
});
