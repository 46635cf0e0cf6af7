import { mallItemAdminMessages as say } from '@edu/shared';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { badRequest, conflict } from '../../../platform/http/app-error';
import { mallItems, mallOptionCombinations, mallOptionNodes, mallOptions } from './catalog.tables';
import type { CheckedItem } from './check-item-edit';
import { combinationHeld, productHeld } from './item-stock-figures';

const pathName = (path: readonly string[]) => path.join(' / ');

/**
 * A product's own stock: written only when the form changed it, and only if no order took or gave back
 * units since the form was read (else the administrator would overwrite what was sold).
 */
export async function saveProductStock(
  tx: Db,
  itemId: number,
  title: string,
  edit: CheckedItem['productStock'],
) {
  const [current] = await tx
    .select({ stock: mallItems.productStock, held: productHeld() })
    .from(mallItems)
    .where(eq(mallItems.id, itemId));
  if (!edit) {
    // Options (or a content) from now on: units open orders hold of the own stock would have nowhere to go back to.
    if ((current?.held ?? 0) > 0) throw conflict(say.heldByOrders(title, current?.held ?? 0));
    await tx.update(mallItems).set({ productStock: null }).where(eq(mallItems.id, itemId));
    return;
  }
  if (edit.stock === edit.stockSeen) return;
  const [written] = await tx
    .update(mallItems)
    .set({ productStock: edit.stock })
    .where(
      and(eq(mallItems.id, itemId), sql`${mallItems.productStock} is not distinct from ${edit.stockSeen}`),
    )
    .returning({ id: mallItems.id });
  if (!written) throw conflict(say.stockChanged(title, current?.stock ?? 0));
}

/**
 * A product's TREE: level rows kept by depth, combinations kept by id (carts and open orders point at
 * them), removed ones refused while unpaid orders hold them, stock changed only against what the form
 * read. The nodes are rebuilt from the paths: they are the catalogue's index of the tree, nothing
 * points at them but the combinations, which move to the new nodes before the old ones go.
 */
export async function saveTree(tx: Db, itemId: number, tree: CheckedItem['tree']) {
  const existingLevels = await tx
    .select()
    .from(mallOptions)
    .where(and(eq(mallOptions.itemId, itemId), eq(mallOptions.optionType, 'TREE')))
    .orderBy(mallOptions.depth);
  const existing = await tx
    .select({
      id: mallOptionCombinations.id,
      path: mallOptionCombinations.path,
      stock: mallOptionCombinations.stock,
      held: combinationHeld(),
    })
    .from(mallOptionCombinations)
    .where(eq(mallOptionCombinations.itemId, itemId));
  const wanted = tree?.combinations ?? [];
  const existingById = new Map(existing.map((row) => [row.id, row]));
  for (const combination of wanted)
    if (combination.combinationId !== null && !existingById.has(combination.combinationId))
      throw badRequest(say.pathInvalid);
  const keptIds = new Set(wanted.flatMap((combination) => combination.combinationId ?? []));
  const removed = existing.filter((row) => !keptIds.has(row.id));
  const held = removed.find((row) => row.held > 0);
  if (held) throw conflict(say.heldByOrders(pathName(held.path), held.held));

  // Levels: rename by depth, add the missing ones, drop the extra ones (after the nodes moved).
  const levels = tree?.levels ?? [];
  const levelIds: number[] = [];
  for (const [index, name] of levels.entries()) {
    const level = existingLevels[index];
    if (level) {
      await tx.update(mallOptions).set({ name, required: true }).where(eq(mallOptions.id, level.id));
      levelIds.push(level.id);
    } else {
      const [inserted] = await tx
        .insert(mallOptions)
        .values({ itemId, name, optionType: 'TREE', required: true, depth: index + 1 })
        .returning({ id: mallOptions.id });
      levelIds.push(inserted?.id ?? 0);
    }
  }

  const oldNodes = await tx
    .select({ id: mallOptionNodes.id })
    .from(mallOptionNodes)
    .where(inArray(mallOptionNodes.optionId, existingLevels.map((level) => level.id).concat(0)));
  if (removed.length)
    await tx.delete(mallOptionCombinations).where(
      inArray(
        mallOptionCombinations.id,
        removed.map((row) => row.id),
      ),
    );

  const nodeIds = new Map<string, number>();
  for (const combination of wanted) {
    let parentNodeId: number | null = null;
    for (const [depth, elementName] of combination.path.entries()) {
      const key = JSON.stringify(combination.path.slice(0, depth + 1));
      let nodeId = nodeIds.get(key);
      if (nodeId === undefined) {
        const [node]: { id: number }[] = await tx
          .insert(mallOptionNodes)
          .values({ optionId: levelIds[depth] ?? 0, parentNodeId, elementName, sort: nodeIds.size })
          .returning({ id: mallOptionNodes.id });
        nodeId = node?.id ?? 0;
        nodeIds.set(key, nodeId);
      }
      parentNodeId = nodeId;
    }
    const leafNodeId = parentNodeId ?? 0;
    const before =
      combination.combinationId === null ? undefined : existingById.get(combination.combinationId);
    if (!before) {
      await tx.insert(mallOptionCombinations).values({
        itemId,
        leafNodeId,
        path: combination.path,
        extraPrice: combination.extraPrice,
        stock: combination.stock,
      });
      continue;
    }
    const stockChanged = combination.stock !== combination.stockSeen;
    const [written] = await tx
      .update(mallOptionCombinations)
      .set({
        leafNodeId,
        path: combination.path,
        extraPrice: combination.extraPrice,
        ...(stockChanged ? { stock: combination.stock } : {}),
      })
      .where(
        and(
          eq(mallOptionCombinations.id, before.id),
          stockChanged
            ? sql`${mallOptionCombinations.stock} is not distinct from ${combination.stockSeen}`
            : undefined,
        ),
      )
      .returning({ id: mallOptionCombinations.id });
    if (!written) throw conflict(say.stockChanged(pathName(before.path), before.stock));
  }

  if (oldNodes.length)
    await tx.delete(mallOptionNodes).where(
      inArray(
        mallOptionNodes.id,
        oldNodes.map((node) => node.id),
      ),
    );
  const extraLevels = existingLevels.slice(levels.length).map((level) => level.id);
  if (extraLevels.length) await tx.delete(mallOptions).where(inArray(mallOptions.id, extraLevels));
}

/** Writing (free text) options: kept by id (cart lines point at them), added, or removed. */
export async function saveWritingOptions(tx: Db, itemId: number, writing: CheckedItem['writing']) {
  const keep = writing.flatMap((option) => option.optionId ?? []);
  await tx
    .delete(mallOptions)
    .where(
      and(
        eq(mallOptions.itemId, itemId),
        eq(mallOptions.optionType, 'WRITING'),
        keep.length ? notInArray(mallOptions.id, keep) : undefined,
      ),
    );
  for (const option of writing) {
    const values = { name: option.name, required: option.required, extraPrice: option.extraPrice };
    if (option.optionId === null)
      await tx.insert(mallOptions).values({ itemId, ...values, optionType: 'WRITING', depth: 0 });
    else
      await tx
        .update(mallOptions)
        .set(values)
        .where(
          and(
            eq(mallOptions.id, option.optionId),
            eq(mallOptions.itemId, itemId),
            eq(mallOptions.optionType, 'WRITING'),
          ),
        );
  }
}
