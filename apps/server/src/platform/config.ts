import { resolve } from 'node:path';
import { z } from 'zod';
import { addressListSchema, type TrustProxy, trustProxySchema } from './http/client-address';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** The shared store of per-address limits when several server processes run side by side. */
  REDIS_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
      .optional(),
  ),
  /** What this site's Redis keys start with: two sites sharing one Redis keep their counts apart. */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,40}$/, 'must be 1–40 letters, digits, dots, dashes or underscores')
    .default('edu'),
  ADMIN_PASSWORD: z.preprocess(
    emptyAsUndefined,
    z.string().min(8, 'must be at least 8 characters').optional(),
  ),
  PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
  JOBS: z.enum(['on', 'off']).default('on'),
  /** Where uploaded files live: unset or `file:` = DATA_DIR/uploads and DATA_DIR/private; `s3://bucket?endpoint=…`. */
  STORAGE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^(s3:\/\/[A-Za-z0-9.-]+(\?.*)?|file:)$/, 'must be s3://bucket?endpoint=…&region=… or file:')
      .optional(),
  ),
  /** Refuse an API call at once (503) when the calls ahead of it would take longer than this; 0 = never. */
  /** Opens GET /metrics to `Authorization: Bearer <token>`; unset, /metrics does not exist. */
  METRICS_TOKEN: z.preprocess(
    emptyAsUndefined,
    z.string().min(16, 'must be at least 16 characters').optional(),
  ),
  /** Unset: `defaultOverloadMaxWaitMs` of the database in use. */
  OVERLOAD_MAX_WAIT_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  /** Calls of one route family in flight at once per process (platform/http/admission.ts); 0: no bound. */
  OVERLOAD_MAX_IN_FLIGHT: z.coerce.number().int().min(0).max(100_000).default(256),
  MESSAGE_SENDER: z.enum(['local']).default('local'),
  /**
   * Behind reverse proxies: how many hops (a number) or which proxy addresses/CIDRs (a comma list) to
   * trust, so the client address is the right-most X-Forwarded-For entry that no trusted proxy wrote.
   */
  TRUST_PROXY: z.preprocess(emptyAsUndefined, trustProxySchema().optional()),
  /** `simulator` serves Kakao, Naver and Apple login from this server; `real` talks to the providers. */
  SOCIAL_LOGIN: z.enum(['simulator', 'real']).default('simulator'),
  KAKAO_CLIENT_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  KAKAO_CLIENT_SECRET: z.preprocess(emptyAsUndefined, z.string().optional()),
  NAVER_CLIENT_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  NAVER_CLIENT_SECRET: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** Sign in with Apple: the Services ID, team id, key id and the .p8 private key (PEM text). */
  APPLE_CLIENT_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  APPLE_TEAM_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  APPLE_KEY_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  APPLE_PRIVATE_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** `simulator` serves KG Inicis's windows and APIs from this server; `inicis` talks to KG Inicis. */
  PAYMENT_PROVIDER: z.enum(['simulator', 'inicis']).default('simulator'),
  INICIS_MID: z.preprocess(emptyAsUndefined, z.string().optional()),
  INICIS_SIGN_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  INICIS_MOBILE_HASH_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  INICIS_API_KEY: z.preprocess(emptyAsUndefined, z.string().length(16, 'must be 16 characters').optional()),
  INICIS_API_IV: z.preprocess(emptyAsUndefined, z.string().length(16, 'must be 16 characters').optional()),
  /** `true` uses Inicis's test hosts (stgstdpay, stginiapi). */
  INICIS_TEST: z.enum(['true', 'false']).default('false'),
  /** Comma-separated addresses or CIDR ranges deposit notices may come from (default: Inicis's ranges). */
  INICIS_NOTI_IPS: z.preprocess(emptyAsUndefined, addressListSchema().optional()),
  /** This server's public IPv4 as registered with INIAPI. */
  INICIS_CLIENT_IP: z.preprocess(emptyAsUndefined, z.string().optional()),
});

export type Env = z.infer<typeof configSchema>;

/** The settings the app runs with, resolved from the environment once at start-up. */
export type AppConfig = {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /** Unset: rate limits are counted in each process's memory. */
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  adminPassword: string | undefined;
  publicUrl: string;
  logLevel: Env['LOG_LEVEL'];
  webDistDir: string;
  uploadsDir: string;
  /** STORAGE_URL: unset = local disk. */
  storageUrl: string | undefined;
  jobsEnabled: boolean;
  /** 0: admission control off. */
  overloadMaxWaitMs: number;
  /** Calls of one route family in flight at once; 0: no bound. */
  overloadMaxInFlight: number;
  metricsToken: string | undefined;
  messageSender: Env['MESSAGE_SENDER'];
  /** Seed demo data into an empty database on start. */
  seedDemoData: boolean;
  /** Proxy hops (0 = none: the socket's address) or the proxies' addresses/CIDRs. */
  trustProxy: TrustProxy;
  socialLogin: SocialLoginConfig;
  payments: PaymentConfig;
};

/** The payment provider: the local simulator, or KG Inicis with the merchant's keys. */
export type PaymentConfig =
  | {
      provider: 'simulator';
      /** How long an INIAPI call may take before its outcome is unknown (tests shorten it). */
      apiTimeoutMs?: number;
    }
  | {
      provider: 'inicis';
      mid: string;
      signKey: string;
      mobileHashKey: string;
      apiKey: string;
      apiIv: string;
      test: boolean;
      notiSourceIps: string[] | undefined;
      clientIp: string;
    };

/** Provider credentials for `real` social login; a provider without them is switched off. */
export type SocialLoginConfig = {
  mode: Env['SOCIAL_LOGIN'];
  kakao?: { clientId: string; clientSecret: string | undefined };
  naver?: { clientId: string; clientSecret: string };
  apple?: { clientId: string; teamId: string; keyId: string; privateKey: string };
};

export class ConfigError extends Error {}

/**
 * How long an API call may wait before admission refuses it (platform/http/admission.ts), by database.
 * PGlite runs the database on the server's one thread, so 200 calls arriving at once are answered one
 * after another in a single turn of its event loop, and the last waits that turn's length: 402–531 ms
 * in a limited-stock drop on this 2-core machine (`npm run bench`, 2026-11-28). With 1000 (the
 * loop-stall sign at 500 ms) a drop in one run of two had 17–65 of its 1,000 buyers refused; with 1500
 * none were in two runs (6 drops, p99 446–598 ms), and the burst of 2,000 registrations kept its p99 of
 * every answer under 2 s (1.44–1.46 s, where 1000 gave 1.0 s). PostgreSQL answers on its own cores: 1000.
 */
export const defaultOverloadMaxWaitMs = { postgres: 1000, pglite: 1500 } as const;

const appRoot = resolve(import.meta.dirname, '../../../..');

/** Reads and validates the environment; a wrong value throws ConfigError with one readable line. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = configSchema.safeParse(environment);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = issue?.path.join('.') ?? 'configuration';
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}`);
  }
  const env = parsed.data;
  const dataDir = resolve(env.DATA_DIR);
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    redisUrl: env.REDIS_URL,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    adminPassword: env.ADMIN_PASSWORD,
    publicUrl,
    logLevel: env.LOG_LEVEL,
    webDistDir: env.WEB_DIST_DIR ? resolve(env.WEB_DIST_DIR) : resolve(appRoot, 'apps/web/dist'),
    uploadsDir: resolve(dataDir, 'uploads'),
    storageUrl: env.STORAGE_URL,
    jobsEnabled: env.JOBS === 'on',
    overloadMaxWaitMs:
      env.OVERLOAD_MAX_WAIT_MS ?? defaultOverloadMaxWaitMs[env.DATABASE_URL ? 'postgres' : 'pglite'],
    overloadMaxInFlight: env.OVERLOAD_MAX_IN_FLIGHT,
    metricsToken: env.METRICS_TOKEN,
    messageSender: env.MESSAGE_SENDER,
    seedDemoData: true,
    // Served over https means a TLS-terminating proxy in front: one hop unless told otherwise.
    trustProxy: env.TRUST_PROXY ?? (publicUrl.startsWith('https://') ? 1 : 0),
    socialLogin: socialLoginConfig(env),
    payments: paymentConfig(env),
  };
}

function paymentConfig(env: Env): PaymentConfig {
  if (env.PAYMENT_PROVIDER === 'simulator') return { provider: 'simulator' };
  const required = [
    'INICIS_MID',
    'INICIS_SIGN_KEY',
    'INICIS_MOBILE_HASH_KEY',
    'INICIS_API_KEY',
    'INICIS_API_IV',
    'INICIS_CLIENT_IP',
  ] as const;
  const missing = required.find((name) => !env[name]);
  if (missing)
    throw new ConfigError(`Invalid configuration: ${missing} is required when PAYMENT_PROVIDER=inicis`);
  return {
    provider: 'inicis',
    mid: env.INICIS_MID ?? '',
    signKey: env.INICIS_SIGN_KEY ?? '',
    mobileHashKey: env.INICIS_MOBILE_HASH_KEY ?? '',
    apiKey: env.INICIS_API_KEY ?? '',
    apiIv: env.INICIS_API_IV ?? '',
    test: env.INICIS_TEST === 'true',
    notiSourceIps: env.INICIS_NOTI_IPS,
    clientIp: env.INICIS_CLIENT_IP ?? '',
  };
}

function socialLoginConfig(env: Env): SocialLoginConfig {
  const { KAKAO_CLIENT_ID, NAVER_CLIENT_ID, NAVER_CLIENT_SECRET, APPLE_CLIENT_ID } = env;
  const { APPLE_TEAM_ID, APPLE_KEY_ID, APPLE_PRIVATE_KEY } = env;
  return {
    mode: env.SOCIAL_LOGIN,
    ...(KAKAO_CLIENT_ID && { kakao: { clientId: KAKAO_CLIENT_ID, clientSecret: env.KAKAO_CLIENT_SECRET } }),
    ...(NAVER_CLIENT_ID &&
      NAVER_CLIENT_SECRET && { naver: { clientId: NAVER_CLIENT_ID, clientSecret: NAVER_CLIENT_SECRET } }),
    ...(APPLE_CLIENT_ID &&
      APPLE_TEAM_ID &&
      APPLE_KEY_ID &&
      APPLE_PRIVATE_KEY && {
        apple: {
          clientId: APPLE_CLIENT_ID,
          teamId: APPLE_TEAM_ID,
          keyId: APPLE_KEY_ID,
          // Environment files often carry the PEM on one line with literal \n.
          privateKey: APPLE_PRIVATE_KEY.replaceAll('\\n', '\n'),
        },
      }),
  };
}
