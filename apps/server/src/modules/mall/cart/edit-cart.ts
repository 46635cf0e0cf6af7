import {
  type CartEditResult,
  type cartEditRequestSchema,
  lineQuantityMaxMessage,
  mallMessages,
  type OutOfStock,
  orderLimits,
  orderMessages,
} from '@edu/shared';
import { and, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../platform/db/database';
import { AppError, badRequest, notFound } from '../../../platform/http/app-error';
import { itemCombinations, itemForCart, itemOptionsOf, licenseIdsOf } from '../catalog';
import { type CartWriting, mallCartOptions, mallCarts } from './cart.tables';

type Edit = z.output<typeof cartEditRequestSchema>;
type Line = {
  optionId: number;
  combinationId: number | null;
  optionMessage: string | null;
  writings: CartWriting[];
  quantity: number;
};

/** 031: the lines asked for more than is left; the answer names each option and its path. */
export const outOfStock = (shortages: OutOfStock['shortages']) =>
  new AppError(409, orderMessages.outOfStock, {
    code: '031',
    contents: { shortages },
    notAuthorisation: true,
  });

/** 032: the item's sales are stopped. */
export const salesStopped = () =>
  new AppError(409, orderMessages.salesStopped, { code: '032', notAuthorisation: true });

/**
 * POST /new_api/customer/cart/v2/edit (mall.md §7): ADD puts an item in the member's cart (option lines
 * merged with those already there), EDIT replaces its lines, DELETE takes it out. Checks: the item
 * exists and is on sale (032), the lines belong to it and cover a required option, no line is chosen
 * twice, and no line asks for more than is left (031). Prices are never taken from the request.
 * Answers what it did (added, changed, already there) and the item's cart row.
 */
export async function editCart(options: { db: Db; memberIdx: number; edit: Edit }): Promise<CartEditResult> {
  const { db, memberIdx, edit } = options;
  const item = await itemForCart(db, edit.itemId);
  if (!item) throw notFound(mallMessages.itemNotFound);
  if (edit.command === 'DELETE') {
    await db.delete(mallCarts).where(and(eq(mallCarts.memberIdx, memberIdx), eq(mallCarts.itemId, item.id)));
    return { outcome: 'deleted', cartId: null };
  }
  if (item.itemStatus === 'STOP') throw salesStopped();

  if (item.itemType === 'CONTENT') return putContent(db, memberIdx, item.id, edit.licenseId ?? null);
  const itemOptions = await itemOptionsOf(db, item.id);
  if (itemOptions.length === 0) return putSimpleProduct(db, memberIdx, item, edit);
  return putOptionLines(db, memberIdx, item, itemOptions, edit);
}

async function ensureRoom(tx: Db, memberIdx: number, itemId: number) {
  const [existing] = await tx
    .select({ id: mallCarts.id })
    .from(mallCarts)
    .where(and(eq(mallCarts.memberIdx, memberIdx), eq(mallCarts.itemId, itemId)));
  if (existing) return;
  const [held] = await tx.select({ rows: count() }).from(mallCarts).where(eq(mallCarts.memberIdx, memberIdx));
  if ((held?.rows ?? 0) >= orderLimits.cartItemsMax) throw badRequest(orderMessages.cartFull);
}

/**
 * The member's row of the item, created or locked in one statement, and what it held before: concurrent
 * edits of one row wait here for each other, so whatever is read from the answer is current.
 */
async function lockRow(
  tx: Db,
  memberIdx: number,
  itemId: number,
  values: { licenseId?: number | null; quantity: number },
) {
  const [row] = await tx
    .insert(mallCarts)
    .values({ memberIdx, itemId, licenseId: values.licenseId ?? null, quantity: values.quantity })
    .onConflictDoUpdate({
      target: [mallCarts.memberIdx, mallCarts.itemId],
      set: { updatedAt: new Date() },
    })
    .returning({
      id: mallCarts.id,
      quantity: mallCarts.quantity,
      licenseId: mallCarts.licenseId,
      // PostgreSQL's mark of a row this statement inserted (an updated one carries its transaction id).
      inserted: sql<boolean>`(xmax = 0)`,
    });
  if (!row) throw new Error('cart row not written');
  return row;
}

/**
 * A content goes in once, with quantity 1; an image content with one of its licences. Asked again, it
 * stays as it is (alreadyInCart) or takes the other licence (licenseChanged).
 */
async function putContent(
  db: Db,
  memberIdx: number,
  itemId: number,
  licenseId: number | null,
): Promise<CartEditResult> {
  const licenses = await licenseIdsOf(db, itemId);
  if (licenses.length > 0 && !licenses.some((id) => id === licenseId))
    throw badRequest('라이선스를 선택해 주세요.');
  const chosen = licenses.length > 0 ? licenseId : null;
  return db.transaction(async (tx) => {
    await ensureRoom(tx, memberIdx, itemId);
    const row = await lockRow(tx, memberIdx, itemId, { licenseId: chosen, quantity: 1 });
    await tx.update(mallCarts).set({ licenseId: chosen, quantity: 1 }).where(eq(mallCarts.id, row.id));
    const outcome = row.inserted ? 'added' : row.licenseId !== chosen ? 'licenseChanged' : 'alreadyInCart';
    return { outcome, cartId: row.id };
  });
}

/** A product without options: ADD adds the units, EDIT sets them; never more than its stock. */
async function putSimpleProduct(
  db: Db,
  memberIdx: number,
  item: { id: number; title: string; productStock: number | null },
  edit: Edit,
): Promise<CartEditResult> {
  const units = edit.productStock ?? edit.quantity ?? 1;
  return db.transaction(async (tx) => {
    await ensureRoom(tx, memberIdx, item.id);
    // The count is read from the locked row: two ADDs at once wait for each other and both count.
    const row = await lockRow(tx, memberIdx, item.id, { quantity: units });
    const quantity = edit.command === 'ADD' && !row.inserted ? row.quantity + units : units;
    if (quantity > orderLimits.lineQuantityMax) throw badRequest(lineQuantityMaxMessage);
    if (item.productStock !== null && quantity > item.productStock)
      throw outOfStock([
        {
          optionName: item.title,
          optionPathNames: [],
          requested: quantity,
          available: Math.max(item.productStock, 0),
        },
      ]);
    await tx.update(mallCarts).set({ quantity }).where(eq(mallCarts.id, row.id));
    return { outcome: edit.command === 'ADD' ? 'added' : 'quantityChanged', cartId: row.id };
  });
}

type ItemOption = { id: number; name: string; optionType: string; required: boolean };

/**
 * A product with options: each TREE line is one combination of this item carrying the texts of its
 * WRITING options; an item without a TREE takes WRITING lines, one option's text each (mall.md §5: a
 * required option covered, nothing chosen twice).
 */
async function putOptionLines(
  db: Db,
  memberIdx: number,
  item: { id: number; title: string; productStock: number | null },
  itemOptions: readonly ItemOption[],
  edit: Edit,
): Promise<CartEditResult> {
  const asked = readLines(edit, itemOptions);
  const combinationIds = asked.flatMap((line) => (line.combinationId === null ? [] : [line.combinationId]));
  const combinations = combinationIds.length ? await itemCombinations(db, item.id, combinationIds) : [];
  const byId = new Map(combinations.map((combination) => [combination.id, combination]));
  if (combinationIds.some((id) => !byId.has(id))) throw badRequest(mallMessages.selectOptions);

  return db.transaction(async (tx) => {
    await ensureRoom(tx, memberIdx, item.id);
    const row = await lockRow(tx, memberIdx, item.id, { quantity: 0 });
    const lines = edit.command === 'ADD' ? merge(await linesOf(tx, row.id), asked) : asked;
    if (lines.some((line) => line.quantity > orderLimits.lineQuantityMax))
      throw badRequest(lineQuantityMaxMessage);
    const shortages = shortagesOf(lines, byId, item, itemOptions);
    if (shortages.length > 0) throw outOfStock(shortages);
    await tx.delete(mallCartOptions).where(eq(mallCartOptions.cartId, row.id));
    await tx.insert(mallCartOptions).values(lines.map((line) => ({ ...line, cartId: row.id })));
    await tx.update(mallCarts).set({ quantity: 0 }).where(eq(mallCarts.id, row.id));
    return { outcome: edit.command === 'ADD' ? 'added' : 'optionsChanged', cartId: row.id };
  });
}

/**
 * The lines that ask for more than is left: a combination's units summed over its lines (one line per
 * engraving text), the item's own stock over its WRITING lines.
 */
function shortagesOf(
  lines: readonly Line[],
  combinations: ReadonlyMap<number, { path: string[]; stock: number }>,
  item: { title: string; productStock: number | null },
  itemOptions: readonly ItemOption[],
): OutOfStock['shortages'] {
  const treeName = itemOptions
    .filter((option) => option.optionType === 'TREE')
    .map((option) => option.name)
    .join(' / ');
  const unitsOf = new Map<number | null, number>();
  for (const line of lines)
    unitsOf.set(line.combinationId, (unitsOf.get(line.combinationId) ?? 0) + line.quantity);
  const shortages: OutOfStock['shortages'] = [];
  for (const [combinationId, requested] of unitsOf) {
    const combination = combinationId === null ? null : combinations.get(combinationId);
    if (combination && requested > combination.stock)
      shortages.push({
        optionName: treeName,
        optionPathNames: combination.path,
        requested,
        available: Math.max(combination.stock, 0),
      });
    if (combinationId === null && item.productStock !== null && requested > item.productStock)
      shortages.push({
        optionName: item.title,
        optionPathNames: [],
        requested,
        available: Math.max(item.productStock, 0),
      });
  }
  return shortages;
}

/** The request's lines, checked against the item's options in the spec's order. */
function readLines(edit: Edit, itemOptions: readonly ItemOption[]): Line[] {
  if (edit.productOptionList.length === 0) throw badRequest(mallMessages.selectOptions);
  const byId = new Map(itemOptions.map((option) => [option.id, option]));
  const hasTree = itemOptions.some((option) => option.optionType === 'TREE');
  const lines: Line[] = edit.productOptionList.map((line) => {
    const option = byId.get(line.optionId);
    if (!option) throw badRequest(mallMessages.selectOptions);
    if (option.optionType === 'TREE') {
      if (!line.combinationId) throw badRequest(mallMessages.selectOptions);
      return {
        optionId: option.id,
        combinationId: line.combinationId,
        optionMessage: null,
        writings: writingsOf(line.writingList, itemOptions),
        quantity: line.quantity,
      };
    }
    // With a TREE, a text is an engraving of a TREE line's units, never units of its own.
    if (hasTree) throw badRequest(mallMessages.selectOptions);
    const message = (line.optionMessage ?? '').trim();
    if (!message) throw badRequest(mallMessages.selectOptions);
    return {
      optionId: option.id,
      combinationId: null,
      optionMessage: message,
      writings: [],
      quantity: line.quantity,
    };
  });
  // Every TREE line is a full path carrying each required text; without a TREE, one required option at least.
  const required = itemOptions.filter((option) => option.required);
  const covered =
    hasTree ||
    required.length === 0 ||
    required.some((option) => lines.some((line) => line.optionId === option.id));
  if (!covered) throw badRequest(mallMessages.selectRequiredOption);
  const keys = lines.map((line) =>
    line.combinationId !== null ? `c${line.combinationId}${writingKey(line.writings)}` : `w${line.optionId}`,
  );
  if (new Set(keys).size !== keys.length) throw badRequest(mallMessages.alreadySelected);
  return lines;
}

/**
 * A TREE line's texts: each of one of the item's WRITING options, once, in the item's order; blank ones
 * dropped; a required option's text present.
 */
function writingsOf(
  asked: readonly { optionId: number; optionMessage: string }[],
  itemOptions: readonly ItemOption[],
): CartWriting[] {
  const writingOptions = itemOptions.filter((option) => option.optionType === 'WRITING');
  const texts = new Map<number, string>();
  for (const writing of asked) {
    if (!writingOptions.some((option) => option.id === writing.optionId) || texts.has(writing.optionId))
      throw badRequest(mallMessages.selectOptions);
    const text = writing.optionMessage.trim();
    if (text) texts.set(writing.optionId, text);
  }
  const missing = writingOptions.find((option) => option.required && !texts.has(option.id));
  if (missing) throw badRequest(mallMessages.enterWriting(missing.name));
  return writingOptions.flatMap((option) => {
    const text = texts.get(option.id);
    return text === undefined ? [] : [{ optionId: option.id, text }];
  });
}

/** What tells two lines of one combination apart: their texts. */
const writingKey = (writings: readonly CartWriting[]) => JSON.stringify(writings);

async function linesOf(tx: Db, cartId: number): Promise<Line[]> {
  return tx
    .select({
      optionId: mallCartOptions.optionId,
      combinationId: mallCartOptions.combinationId,
      optionMessage: mallCartOptions.optionMessage,
      writings: mallCartOptions.writings,
      quantity: mallCartOptions.quantity,
    })
    .from(mallCartOptions)
    .where(eq(mallCartOptions.cartId, cartId));
}

/** ADD onto lines already in the cart: the same combination with the same texts, or the same text, adds its quantity. */
function merge(existing: Line[], added: Line[]): Line[] {
  const merged = existing.map((line) => ({ ...line }));
  for (const line of added) {
    const same = merged.find((candidate) =>
      line.combinationId !== null
        ? candidate.combinationId === line.combinationId &&
          writingKey(candidate.writings) === writingKey(line.writings)
        : candidate.combinationId === null &&
          candidate.optionId === line.optionId &&
          candidate.optionMessage === line.optionMessage,
    );
    if (same) same.quantity += line.quantity;
    else merged.push({ ...line });
  }
  return merged;
}
