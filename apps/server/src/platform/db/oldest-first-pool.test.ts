import { describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../test/database-template';
import { callArrival, OldestFirstPool, OldestFirstQueue } from './oldest-first-pool';

describe('the queue for connections', () => {
  it('lets the oldest call go first, and calls of the same age in the order they asked', async () => {
    const queue = new OldestFirstQueue(1);
    const went: string[] = [];
    await queue.take(10);
    const asked = [
      queue.take(30).then(() => went.push('30')),
      queue.take(20).then(() => went.push('20 first')),
      queue.take(20).then(() => went.push('20 second')),
    ];
    expect(queue.waitingCount).toBe(3);
    for (let given = 0; given < 3; given += 1) {
      queue.give();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    await Promise.all(asked);
    expect(went).toEqual(['20 first', '20 second', '30']);
    expect(queue.waitingCount).toBe(0);
  });
});

const url = testDatabaseUrl();

describe.skipIf(!url)('the pool that serves the oldest call first (needs TEST_DATABASE_URL)', () => {
  it('hands a freed connection to the call that arrived first, and a query outside a call last', async () => {
    const pool = new OldestFirstPool({ connectionString: url, max: 1 });
    try {
      const held = await pool.connect();
      const answered: string[] = [];
      const ask = (name: string) =>
        pool.query('select $1::text as name', [name]).then(() => answered.push(name));
      const queries = [
        ask('outside a call'),
        callArrival.run(300, () => ask('arrived third')),
        callArrival.run(100, () => ask('arrived first')),
        callArrival.run(200, () => ask('arrived second')),
      ];
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(pool.callsWaiting).toBe(4);
      held.release();
      await Promise.all(queries);
      expect(answered).toEqual(['arrived first', 'arrived second', 'arrived third', 'outside a call']);
      expect(pool.callsWaiting).toBe(0);
      // Transactions check their connection out the same way, and give it back.
      const client = await callArrival.run(50, () => pool.connect());
      await client.query('begin');
      await client.query('commit');
      client.release();
      expect((await pool.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await pool.end();
    }
  });
});
