import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';

const t0 = Date.now();
const pg = new PGlite('/tmp/pgl-test');
await pg.waitReady;
console.log('ready', Date.now() - t0);
const db = drizzle(pg);
console.log(await db.execute(sql`select version(), now()`));
const dump = await pg.dumpDataDir('none');
console.log('dump', dump.size, Date.now() - t0);
const t1 = Date.now();
const pg2 = new PGlite({ loadDataDir: dump });
await pg2.waitReady;
console.log('clone', Date.now() - t1, (await pg2.query('select 1 as x')).rows);
