import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { members } from './accounts.tables';

/** The member in `memberIdx`, as a subquery for one of their columns (null for no such member). */
const memberColumn = (column: AnyColumn, memberIdx: AnyColumn | SQL) =>
  sql<string | null>`(select ${column} from ${members} where ${members.idx} = ${memberIdx})`;

/**
 * The login id and name of the member in `memberIdx` (withdrawn ones keep their row; null for no such
 * member), as columns of any admin list of members' rows, so it can show and search them in the same
 * query as the rows and their count.
 */
export const memberNameColumns = (memberIdx: AnyColumn | SQL) => ({
  uid: memberColumn(members.uid, memberIdx),
  name: memberColumn(members.name, memberIdx),
});
