import { storageFor } from '../modules/storage';
import { seedDemoData } from '../seed/seed-demo-data';
import { openForCli, runCli } from './cli-context';

/** npm run db:seed — loads whatever demo data is missing; running it again changes nothing. */
runCli('db:seed', async () => {
  const { config, database, log } = await openForCli();
  const { createdAccounts } = await seedDemoData({
    db: database.db,
    adminPassword: config.adminPassword,
    log,
    storage: storageFor({ storageUrl: config.storageUrl, uploadsDir: config.uploadsDir }).storage,
  });
  log.info(`demo data in place (${database.kind}); new accounts: ${createdAccounts.length}`);
  await database.close();
});
