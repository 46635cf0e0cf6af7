import { resolve } from 'node:path';
import { restoreBackup } from '../platform/db/backup';
import { openDatabase } from '../platform/db/database';
import { migrateDatabase } from '../platform/db/migrate';
import { readCliConfig, runCli } from './cli-context';
import { refuseWhileServing } from './serving-check';

/**
 * npm run db:restore FILE [--force] — puts a backup back into the configured database, then applies
 * the migrations the backup is older than. The server must be stopped.
 */
runCli('db:restore', async () => {
  const file = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
  if (!file) throw new Error('say which backup: npm run db:restore -- FILE [--force]');
  const config = readCliConfig();
  await refuseWhileServing(config, { restoring: true });
  const force = process.argv.includes('--force');
  const { movedAside } = await restoreBackup(
    resolve(file),
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir, force },
  );
  if (movedAside) console.log(`The database that was there is kept at ${movedAside}.`);
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
  try {
    await database.withStartupLock(() => migrateDatabase(database));
  } finally {
    await database.close();
  }
  console.log(
    `Restored ${resolve(file)} into the ${config.databaseUrl ? 'PostgreSQL' : 'embedded'} database.`,
  );
});
