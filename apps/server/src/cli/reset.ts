import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { storageFor } from '../modules/storage';
import { migrateDatabase } from '../platform/db/migrate';
import { seedDemoData } from '../seed/seed-demo-data';
import { openForCli, runCli } from './cli-context';

/**
 * npm run db:reset — asks nothing: drops every table (PostgreSQL) or the embedded database folder
 * and the uploads, then migrates and loads the demo data again.
 */
runCli('db:reset', async () => {
  const { config, database: first, log } = await openForCli({ migrate: false });
  let database = first;
  if (database.kind === 'postgres') {
    await database.executeSql(
      'drop schema if exists public cascade; drop schema if exists drizzle cascade; drop schema if exists pgboss cascade; create schema public;',
    );
  } else {
    await database.close();
    rmSync(resolve(config.dataDir, 'pglite'), { recursive: true, force: true });
    ({ database } = await openForCli({ migrate: false }));
  }
  rmSync(config.uploadsDir, { recursive: true, force: true });
  await migrateDatabase(database);
  await seedDemoData({
    db: database.db,
    adminPassword: config.adminPassword,
    log,
    storage: storageFor({ storageUrl: config.storageUrl, uploadsDir: config.uploadsDir }).storage,
  });
  log.info(`database reset with demo data (${database.kind})`);
  await database.close();
});
