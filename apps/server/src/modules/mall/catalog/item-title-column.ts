import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { mallItems } from './catalog.tables';

/**
 * The current title of the item in `itemId`, as a column of any query that lists rows about items (to
 * show it, or to search by it, in the same query as the rows and their count).
 */
export const itemTitleColumn = (itemId: AnyColumn | SQL) =>
  sql<string>`(select ${mallItems.title} from ${mallItems} where ${mallItems.id} = ${itemId})`;
