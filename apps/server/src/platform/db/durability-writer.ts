// Helper process of database.test.ts: commits one row through the app's database layer, then dies
// without closing anything, as a crash or `kill -9` would.
import { sql } from 'drizzle-orm';
import { openDatabase } from './database';

const database = await openDatabase({ dataDir: process.argv[2] ?? '' });
await database.executeSql(
  'create table if not exists crash_probe (id serial primary key, note text not null)',
);
await database.db.transaction(async (tx) => {
  await tx.execute(sql`insert into crash_probe (note) values ('committed before the crash')`);
});
process.kill(process.pid, 'SIGKILL');
