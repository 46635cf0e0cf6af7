// The process that makes the bench's data on PostgreSQL, beside the serving process (which forks it
// and hands it the database steps): its own connections, its own event loop.
import { openDatabase } from '../apps/server/src/platform/db/database';
import { databaseSteps, type StepMessage } from './fixture-steps';

const database = await openDatabase({ url: process.env.BENCH_DATABASE_URL, poolSize: 4 });
const steps = databaseSteps(database.db);
process.on('message', async (message: StepMessage) => {
  const step = steps[message.type];
  if (step) process.send?.({ type: 'answer', id: message.id, ...(await step(message)) });
});
process.on('disconnect', async () => {
  await database.close();
  process.exit(0);
});
process.send?.({ type: 'ready' });
