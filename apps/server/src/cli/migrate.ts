import { openForCli, runCli } from './cli-context';

/** npm run db:migrate — applies pending migrations. */
runCli('db:migrate', async () => {
  const { database, log } = await openForCli();
  log.info(`migrations applied (${database.kind})`);
  await database.close();
});
