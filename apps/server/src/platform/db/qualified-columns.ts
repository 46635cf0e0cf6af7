import { PgDialect } from 'drizzle-orm/pg-core';

/**
 * Every column a query names keeps its table, in the selection too (issue 41).
 *
 * Why: in a select of one table (and in `returning`), drizzle writes the columns at the top of each
 * selected field without their table: `select (exists (select 1 from "mall_download_history" where
 * "order_content_id" = "id")) from "mall_order_contents"`. Inside the subquery `"id"` then binds to the
 * nearest table, the history row's own id, not the order content the fragment named: once any history
 * row had an id equal to an order content's, every content of every buyer read as "downloaded" and no
 * content refund was ever allowed. The admin 배송 column broke the same way before. Written with its
 * table (`"mall_order_contents"."id"`) the same SQL means what the fragment says, and a single-table
 * query with qualified columns is as valid as drizzle's join queries, which always qualify them.
 *
 * So the dialect is told every selection is one of several tables. Applied once, on import, before any
 * query is built (database.ts and prepared-sql.ts import it); `column-binding-check.test.ts` renders the
 * fragment above and fails if a drizzle upgrade stops honouring this.
 */
const patched = Symbol.for('edu.qualifiedColumns');

/** The dialect's own selection builder (private in its types, a plain method at run time). */
type BuildSelection = (this: PgDialect, fields: unknown, options?: { isSingleTable?: boolean }) => unknown;
type Patchable = { buildSelection: BuildSelection; [patched]?: true };
const prototype = PgDialect.prototype as unknown as Patchable;

if (!prototype[patched]) {
  const buildSelection = prototype.buildSelection;
  prototype.buildSelection = function buildQualifiedSelection(fields) {
    return buildSelection.call(this, fields, { isSingleTable: false });
  };
  prototype[patched] = true;
}
