import pino from 'pino';
import { ConfigError, loadConfig } from '../platform/config';
import { openDatabase } from '../platform/db/database';
import { migrateDatabase } from '../platform/db/migrate';

/** Shared start of the database commands: configuration, a logger, an open and migrated database. */
export async function openForCli(options: { migrate?: boolean } = {}) {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
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
