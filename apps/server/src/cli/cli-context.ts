import pino from 'pino';
import { type AppConfig, ConfigError, loadConfig } from '../platform/config';
import { openDatabase } from '../platform/db/database';
import { migrateDatabase } from '../platform/db/migrate';

/** The configuration, or one line and exit when a setting is wrong. */
export function readCliConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** Shared start of the database commands: configuration, a logger, an open and migrated database. */
export async function openForCli(
  options: { migrate?: boolean; beforeOpen?: (config: AppConfig) => Promise<void> } = {},
) {
  const config = readCliConfig();
  await options.beforeOpen?.(config);
  const log = pino({ level: config.logLevel });
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
  if (options.migrate !== false) await database.withStartupLock(() => migrateDatabase(database));
  return { config, log, database };
}

/** Runs a command, printing one line on failure instead of a stack. */
export function runCli(name: string, command: () => Promise<void>) {
  command().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(`${name} failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
