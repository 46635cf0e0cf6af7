import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { loadModule, parseSync } from 'libpg-query';
import * as schema from '../platform/db/schema';

/**
 * The check behind quality rule 18 ("no SQL fragment names a column without its table"), run on every
 * statement the tests send (issue 41). A column named without its table binds to the nearest table that
 * has one of that name: inside a subquery that is the subquery's own table, whatever the fragment meant
 * — twice a subquery compared a column with its own table's `id`, and every content refund was refused.
 *
 * Each statement is parsed by PostgreSQL's own parser (libpg-query) and walked scope by scope. Refused:
 * inside a subquery, a column without its table whose name a table of an enclosing query also has (it
 * binds to the inner one if that has it, to the outer one if not: either way the text does not say which
 * was meant). Among the tables of one query PostgreSQL itself refuses a name two of them have
 * ("ambiguous"), loudly; only the binding across scopes is silent. Names of tables the schema does not
 * know (pg-boss's, the catalogue's) count as unknown, never as a clash; the columns of a derived table
 * (subquery or CTE) are the names its select list gives.
 */
export type ColumnBindingProblem = { column: string; problem: string };

type Relation = { name: string; columns: ReadonlySet<string> | null };
type Scope = readonly Relation[];
type Node = Record<string, unknown>;

const tableColumns = new Map<string, ReadonlySet<string>>();
for (const value of Object.values(schema)) {
  if (is(value, PgTable))
    tableColumns.set(getTableName(value), new Set(Object.values(getTableColumns(value)).map((c) => c.name)));
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;
const nodeOf = (wrapper: unknown, type: string): Node | undefined =>
  isNode(wrapper) && isNode(wrapper[type]) ? (wrapper[type] as Node) : undefined;
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const stringOf = (value: unknown): string | undefined => nodeOf(value, 'String')?.sval as string | undefined;

/** Names a select list gives its columns (`x as y` → y, `t.x` → x); null when one is `*` or unnamed. */
function outputNames(statement: unknown): ReadonlySet<string> | null {
  const select = nodeOf(statement, 'SelectStmt');
  if (!select) return null;
  if (select.op && select.op !== 'SETOP_NONE')
    return outputNames(select.larg ? { SelectStmt: select.larg } : null);
  const names = new Set<string>();
  for (const target of list(select.targetList)) {
    const resTarget = nodeOf(target, 'ResTarget');
    const fields = list(nodeOf(resTarget?.val, 'ColumnRef')?.fields);
    const name = (resTarget?.name as string | undefined) ?? stringOf(fields.at(-1));
    if (!name) return null;
    names.add(name);
  }
  return names;
}

class BindingWalker {
  readonly problems: ColumnBindingProblem[] = [];

  /** Walks any node; statements open a scope of their own. */
  walk(
    value: unknown,
    scopes: readonly Scope[],
    ctes: ReadonlyMap<string, ReadonlySet<string> | null>,
  ): void {
    if (Array.isArray(value)) {
      for (const item of value) this.walk(item, scopes, ctes);
      return;
    }
    if (!isNode(value)) return;
    for (const [type, inner] of Object.entries(value)) {
      if (!isNode(inner)) {
        this.walk(inner, scopes, ctes);
        continue;
      }
      switch (type) {
        case 'SelectStmt':
          this.select(inner, scopes, ctes);
          break;
        case 'UpdateStmt':
          this.modify(inner, [{ RangeVar: inner.relation }, ...list(inner.fromClause)], scopes, ctes);
          break;
        case 'DeleteStmt':
          this.modify(inner, [{ RangeVar: inner.relation }, ...list(inner.usingClause)], scopes, ctes);
          break;
        case 'InsertStmt':
          this.insert(inner, scopes, ctes);
          break;
        case 'ColumnRef':
          this.column(inner, scopes);
          break;
        default:
          this.walk(inner, scopes, ctes);
      }
    }
  }

  private withCtes(
    statement: Node,
    scopes: readonly Scope[],
    ctes: ReadonlyMap<string, ReadonlySet<string> | null>,
  ) {
    const withClause = nodeOf({ WithClause: statement.withClause }, 'WithClause');
    if (!withClause) return ctes;
    const own = new Map(ctes);
    for (const item of list(withClause.ctes)) {
      const cte = nodeOf(item, 'CommonTableExpr');
      if (!cte) continue;
      // A CTE sees the enclosing queries, not the statement it belongs to.
      this.walk(cte.ctequery, scopes, own);
      const aliases = list(cte.aliascolnames)
        .map(stringOf)
        .filter((name): name is string => Boolean(name));
      own.set(
        cte.ctename as string,
        aliases.length > 0 ? new Set(aliases) : modifiedOutputNames(cte.ctequery),
      );
    }
    return own;
  }

  private select(
    select: Node,
    scopes: readonly Scope[],
    outerCtes: ReadonlyMap<string, ReadonlySet<string> | null>,
  ) {
    const ctes = this.withCtes(select, scopes, outerCtes);
    if (select.op && select.op !== 'SETOP_NONE') {
      this.walk({ SelectStmt: select.larg }, scopes, ctes);
      this.walk({ SelectStmt: select.rarg }, scopes, ctes);
      return;
    }
    const relations: Relation[] = [];
    const joinQuals: unknown[] = [];
    for (const item of list(select.fromClause)) this.fromItem(item, relations, joinQuals, scopes, ctes);
    const inner = [...scopes, relations];
    this.walk(joinQuals, inner, ctes);
    for (const key of [
      'targetList',
      'whereClause',
      'groupClause',
      'havingClause',
      'sortClause',
      'valuesLists',
      'distinctClause',
      'windowClause',
      'limitCount',
      'limitOffset',
    ])
      this.walk(select[key], inner, ctes);
  }

  private modify(
    statement: Node,
    from: unknown[],
    scopes: readonly Scope[],
    outerCtes: ReadonlyMap<string, ReadonlySet<string> | null>,
  ) {
    const ctes = this.withCtes(statement, scopes, outerCtes);
    const relations: Relation[] = [];
    const joinQuals: unknown[] = [];
    for (const item of from) this.fromItem(item, relations, joinQuals, scopes, ctes);
    const inner = [...scopes, relations];
    this.walk(joinQuals, inner, ctes);
    for (const key of ['targetList', 'whereClause', 'returningList']) this.walk(statement[key], inner, ctes);
  }

  private insert(
    insert: Node,
    scopes: readonly Scope[],
    outerCtes: ReadonlyMap<string, ReadonlySet<string> | null>,
  ) {
    const ctes = this.withCtes(insert, scopes, outerCtes);
    // The rows inserted do not see the table they go into.
    this.walk(insert.selectStmt, scopes, ctes);
    const relation = insert.relation as Node;
    const target = this.relationOf(relation, ctes);
    const excluded: Relation = { name: 'excluded', columns: target.columns };
    const inner = [...scopes, [target, excluded]];
    const conflict = insert.onConflictClause as Node | undefined;
    this.walk(conflict?.targetList, inner, ctes);
    this.walk(conflict?.whereClause, inner, ctes);
    this.walk(insert.returningList, [...scopes, [target]], ctes);
  }

  private relationOf(rangeVar: Node, ctes: ReadonlyMap<string, ReadonlySet<string> | null>): Relation {
    const table = rangeVar.relname as string;
    const alias = (rangeVar.alias as Node | undefined)?.aliasname as string | undefined;
    const columns = rangeVar.schemaname
      ? null
      : ctes.has(table)
        ? (ctes.get(table) ?? null)
        : (tableColumns.get(table) ?? null);
    return { name: alias ?? table, columns };
  }

  private fromItem(
    item: unknown,
    relations: Relation[],
    joinQuals: unknown[],
    scopes: readonly Scope[],
    ctes: ReadonlyMap<string, ReadonlySet<string> | null>,
  ) {
    const rangeVar = nodeOf(item, 'RangeVar');
    if (rangeVar) {
      relations.push(this.relationOf(rangeVar, ctes));
      return;
    }
    const join = nodeOf(item, 'JoinExpr');
    if (join) {
      this.fromItem(join.larg, relations, joinQuals, scopes, ctes);
      this.fromItem(join.rarg, relations, joinQuals, scopes, ctes);
      joinQuals.push(join.quals);
      return;
    }
    const subselect = nodeOf(item, 'RangeSubselect');
    if (subselect) {
      // A derived table sees the enclosing queries (and, when lateral, the tables before it).
      this.walk(subselect.subquery, subselect.lateral ? [...scopes, [...relations]] : scopes, ctes);
      const alias = subselect.alias as Node | undefined;
      const named = list(alias?.colnames)
        .map(stringOf)
        .filter((name): name is string => Boolean(name));
      relations.push({
        name: (alias?.aliasname as string | undefined) ?? '',
        columns: named.length > 0 ? new Set(named) : outputNames(subselect.subquery),
      });
      return;
    }
    const rangeFunction = nodeOf(item, 'RangeFunction');
    if (rangeFunction) {
      this.walk(rangeFunction.functions, [...scopes, [...relations]], ctes);
      const alias = rangeFunction.alias as Node | undefined;
      relations.push({ name: (alias?.aliasname as string | undefined) ?? '', columns: null });
      return;
    }
    this.walk(item, scopes, ctes);
  }

  private column(ref: Node, scopes: readonly Scope[]) {
    const fields = list(ref.fields);
    const name = fields.length === 1 ? stringOf(fields[0]) : undefined;
    if (!name || scopes.length < 2) return;
    const enclosing = scopes.slice(0, -1).flat();
    const outerNames = enclosing
      .filter((relation) => relation.columns?.has(name))
      .map((relation) => relation.name);
    if (outerNames.length > 0) {
      this.problems.push({
        column: name,
        problem: `"${name}" inside a subquery names no table, and ${outerNames.map((n) => `"${n}"`).join(', ')} of an enclosing query has a column of that name: write its table`,
      });
    }
  }
}

/** A data-modifying CTE's columns are its `returning` list's names. */
function modifiedOutputNames(statement: unknown): ReadonlySet<string> | null {
  for (const type of ['UpdateStmt', 'DeleteStmt', 'InsertStmt']) {
    const modify = nodeOf(statement, type);
    if (modify) return outputNames({ SelectStmt: { targetList: modify.returningList } });
  }
  return outputNames(statement);
}

let loaded: Promise<void> | undefined;
/** Loads PostgreSQL's parser (WebAssembly) once per process. */
export const loadColumnBindingCheck = () => {
  loaded ??= loadModule();
  return loaded;
};

const verdicts = new Map<string, ColumnBindingProblem[]>();

/** The column-binding problems of one statement (parsed once per text; a text that does not parse has none). */
export function columnBindingProblems(text: string): ColumnBindingProblem[] {
  const known = verdicts.get(text);
  if (known) return known;
  let problems: ColumnBindingProblem[] = [];
  try {
    const walker = new BindingWalker();
    walker.walk(parseSync(text), [], new Map());
    problems = walker.problems;
  } catch {
    // PostgreSQL itself will answer a statement that does not parse.
  }
  verdicts.set(text, problems);
  return problems;
}

const findings: string[] = [];

/**
 * The tests' databases show every statement here (database-template.ts): one with a problem is refused
 * before it is sent, and kept, so that the test that sent it fails with the reason
 * (column-binding-setup.ts) even where the refusal itself was caught and answered as an error.
 */
export function refuseUnboundColumns(text: string): void {
  const problems = columnBindingProblems(text);
  if (problems.length === 0) return;
  const finding = `${problems.map((p) => p.problem).join('; ')}\n  in: ${text}`;
  findings.push(finding);
  throw new Error(`column without its table (quality rule 18): ${finding}`);
}

/** The findings since the last call (each test's afterEach takes them). */
export const takeColumnBindingFindings = (): string[] => findings.splice(0);
