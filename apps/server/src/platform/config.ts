import { resolve } from 'node:path';
import { z } from 'zod';

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
  ADMIN_PASSWORD: z.preprocess(
    emptyAsUndefined,
    z.string().min(8, 'must be at least 8 characters').optional(),
  ),
  PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
  JOBS: z.enum(['on', 'off']).default('on'),
  MESSAGE_SENDER: z.enum(['local']).default('local'),
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
  adminPassword: string | undefined;
  publicUrl: string;
  logLevel: Env['LOG_LEVEL'];
  webDistDir: string;
  uploadsDir: string;
  jobsEnabled: boolean;
  messageSender: Env['MESSAGE_SENDER'];
  /** Seed demo data into an empty database on start. */
  seedDemoData: boolean;
};

export class ConfigError extends Error {}

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
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    adminPassword: env.ADMIN_PASSWORD,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    logLevel: env.LOG_LEVEL,
    webDistDir: env.WEB_DIST_DIR ? resolve(env.WEB_DIST_DIR) : resolve(appRoot, 'apps/web/dist'),
    uploadsDir: resolve(dataDir, 'uploads'),
    jobsEnabled: env.JOBS === 'on',
    messageSender: env.MESSAGE_SENDER,
    seedDemoData: true,
  };
}
