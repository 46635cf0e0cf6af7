// The bench's data steps that need nothing but the database: make data, check what a run left. On
// PostgreSQL they run in a process of their own (fixture-process.ts), so loading 10,000 catalogue items
// or 100 members never stalls the serving process, whose admission (apps/server/src/platform/http/
// admission.ts) would refuse the next calls; on PGlite the database lives in the serving process, so
// they run there (bench-server.ts).
import type { Db } from '../apps/server/src/platform/db/database';
import { checkCartItem, createCartItem } from './cart-burst-fixtures';
import { seedCatalogue } from './catalogue-fixtures';
import { checkRush, createHotDepartment, createRushMembers } from './rush-fixtures';
import { checkDrop, createDrop } from './stock-drop-fixtures';

/** A message of the bench runner (bench/rush.ts `ask`): a step and its arguments. */
export type StepMessage = {
  type: string;
  id: number;
  count?: number;
  limit?: number;
  detailIdx?: number;
  memberIdxs?: number[];
  concurrency?: number;
  units?: number;
  combinationId?: number;
  itemId?: number;
  files?: number;
  megabytes?: number;
};

export type Steps = Record<string, (message: StepMessage) => Promise<object>>;

export function databaseSteps(db: Db): Steps {
  return {
    catalogue: async (m) => {
      await seedCatalogue(db, m.count ?? 10_000);
      return {};
    },
    members: (m) => createRushMembers(db, m.count ?? 100),
    department: async (m) => ({ detailIdx: await createHotDepartment(db, m.limit ?? 100) }),
    check: (m) => checkRush(db, m.detailIdx ?? 0),
    drop: (m) => createDrop(db, { units: m.units ?? 100, memberIdxs: m.memberIdxs ?? [] }),
    checkDrop: (m) => checkDrop(db, m.combinationId ?? 0),
    cartItem: () => createCartItem(db),
    checkCart: (m) => checkCartItem(db, m.itemId ?? 0),
  };
}
