import { mallMessages, type OptionNode, type OptionPaths } from '@edu/shared';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { badRequest, notFound } from '../../../platform/http/app-error';
import { mallOptionCombinations, mallOptionNodes, mallOptions } from './catalog.tables';

const startsWith = (path: readonly string[], prefix: readonly string[]) =>
  prefix.every((name, index) => path[index] === name);

/**
 * The next level of a product's TREE options after the element names chosen so far (mall.md §7
 * `GET /new_api/product/{itemId}/options`): each node with its extra price and whether any path
 * through it has stock left; the last level's nodes are the combinations themselves.
 */
export async function getOptionPaths(
  db: Db,
  itemId: number,
  elements: readonly string[],
): Promise<OptionPaths> {
  const levels = (
    await db
      .select()
      .from(mallOptions)
      .where(and(eq(mallOptions.itemId, itemId), eq(mallOptions.optionType, 'TREE')))
      .orderBy(asc(mallOptions.depth))
  ).filter((option) => option.depth >= 1);
  if (levels.length === 0) throw notFound(mallMessages.itemNotFound);
  return treePaths(db, itemId, levels, elements);
}

/** The next level after `elements`, for a product whose TREE levels (depth 1 first) are already read. */
export async function treePaths(
  db: Db,
  itemId: number,
  levels: readonly (typeof mallOptions.$inferSelect)[],
  elements: readonly string[],
): Promise<OptionPaths> {
  const next = levels[elements.length];
  if (!next) throw badRequest(mallMessages.selectOptions);

  // Walk down the chosen names to the node the next level hangs under.
  let parentNodeId: number | null = null;
  for (const [index, elementName] of elements.entries()) {
    const level = levels[index];
    if (!level) throw badRequest(mallMessages.selectOptions);
    const [node] = await db
      .select({ id: mallOptionNodes.id })
      .from(mallOptionNodes)
      .where(
        and(
          eq(mallOptionNodes.optionId, level.id),
          parentNodeId === null
            ? isNull(mallOptionNodes.parentNodeId)
            : eq(mallOptionNodes.parentNodeId, parentNodeId),
          eq(mallOptionNodes.elementName, elementName),
        ),
      );
    if (!node) throw badRequest(mallMessages.previousOptionFirst);
    parentNodeId = node.id;
  }

  const [nodes, combinations] = await Promise.all([
    db
      .select()
      .from(mallOptionNodes)
      .where(
        and(
          eq(mallOptionNodes.optionId, next.id),
          parentNodeId === null
            ? isNull(mallOptionNodes.parentNodeId)
            : eq(mallOptionNodes.parentNodeId, parentNodeId),
        ),
      )
      .orderBy(asc(mallOptionNodes.sort), asc(mallOptionNodes.id)),
    db.select().from(mallOptionCombinations).where(eq(mallOptionCombinations.itemId, itemId)),
  ]);
  const lastLevel = next === levels.at(-1);
  const paths: OptionNode[] = nodes.map((node) => {
    const prefix = [...elements, node.elementName];
    const below = combinations.filter((combination) => startsWith(combination.path, prefix));
    const combination = lastLevel
      ? combinations.find((candidate) => candidate.leafNodeId === node.id)
      : undefined;
    return {
      elementName: node.elementName,
      price: combination?.extraPrice ?? 0,
      combinationId: combination?.id ?? null,
      optionId: next.id,
      soldOut: !below.some((candidate) => candidate.stock > 0),
      stock: combination ? Math.max(combination.stock, 0) : null,
    };
  });
  return { optionId: next.id, optionName: next.name, depth: next.depth, paths };
}
