import {
  type cartEditRequestSchema,
  mallMessages,
  type OutOfStock,
  orderLimits,
  orderMessages,
} from '@edu/shared';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../platform/db/database';
import { AppError, badRequest, notFound } from '../../../platform/http/app-error';
import { mallImageLicenses, mallItems, mallOptionCombinations, mallOptions } from '../catalog/catalog.tables';
import { mallCartOptions, mallCarts } from './cart.tables';

type Edit = z.output<typeof cartEditRequestSchema>;
type Line = {
  optionId: number;
  combinationId: number | null;
  optionMessage: string | null;
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
 */
export async function editCart(options: { db: Db; memberIdx: number; edit: Edit }): Promise<void> {
  const { db, memberIdx, edit } = options;
  const [item] = await db
    .select({
      id: mallItems.id,
      title: mallItems.title,
      itemType: mallItems.itemType,
      itemStatus: mallItems.itemStatus,
      productStock: mallItems.productStock,
    })
    .from(mallItems)
    .where(eq(mallItems.id, edit.itemId));
  if (!item) throw notFound(mallMessages.itemNotFound);
  if (edit.command === 'DELETE') {
    await db.delete(mallCarts).where(and(eq(mallCarts.memberIdx, memberIdx), eq(mallCarts.itemId, item.id)));
    return;
  }
  if (item.itemStatus === 'STOP') throw salesStopped();

  if (item.itemType === 'CONTENT') return putContent(db, memberIdx, item.id, edit.licenseId ?? null);
  const itemOptions = await db
    .select({
      id: mallOptions.id,
      name: mallOptions.name,
      optionType: mallOptions.optionType,
      required: mallOptions.required,
    })
    .from(mallOptions)
    .where(eq(mallOptions.itemId, item.id));
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

/** The member's row of the item, created or locked (concurrent edits of one row wait for each other). */
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
    .returning({ id: mallCarts.id, quantity: mallCarts.quantity });
  if (!row) throw new Error('cart row not written');
  return row;
}

/** A content goes in once, with quantity 1; an image content with one of its licences. */
async function putContent(db: Db, memberIdx: number, itemId: number, licenseId: number | null) {
  const licenses = await db
    .select({ id: mallImageLicenses.id })
    .from(mallImageLicenses)
    .where(eq(mallImageLicenses.itemId, itemId));
  if (licenses.length > 0 && !licenses.some((license) => license.id === licenseId))
    throw badRequest('라이선스를 선택해 주세요.');
  const chosen = licenses.length > 0 ? licenseId : null;
  await db.transaction(async (tx) => {
    await ensureRoom(tx, memberIdx, itemId);
    const row = await lockRow(tx, memberIdx, itemId, { licenseId: chosen, quantity: 1 });
    await tx.update(mallCarts).set({ licenseId: chosen, quantity: 1 }).where(eq(mallCarts.id, row.id));
  });
}

/** A product without options: ADD adds the units, EDIT sets them; never more than its stock. */
async function putSimpleProduct(
  db: Db,
  memberIdx: number,
  item: { id: number; title: string; productStock: number | null },
  edit: Edit,
) {
  const units = edit.productStock ?? edit.quantity ?? 1;
  await db.transaction(async (tx) => {
    await ensureRoom(tx, memberIdx, item.id);
    const [before] = await tx
      .select({ quantity: mallCarts.quantity })
      .from(mallCarts)
      .where(and(eq(mallCarts.memberIdx, memberIdx), eq(mallCarts.itemId, item.id)));
    const row = await lockRow(tx, memberIdx, item.id, { quantity: units });
    const quantity = edit.command === 'ADD' && before ? before.quantity + units : units;
    if (quantity > orderLimits.lineQuantityMax)
      throw badRequest(`수량은 ${orderLimits.lineQuantityMax}개까지 담을 수 있습니다.`);
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
  });
}

type ItemOption = { id: number; name: string; optionType: string; required: boolean };

/**
 * A product with options: each TREE line is one combination of this item, each WRITING line a text of
 * one of its writing options (mall.md §5: a required option covered, nothing chosen twice).
 */
async function putOptionLines(
  db: Db,
  memberIdx: number,
  item: { id: number; title: string; productStock: number | null },
  itemOptions: readonly ItemOption[],
  edit: Edit,
) {
  const asked = readLines(edit, itemOptions);
  const combinationIds = asked.flatMap((line) => (line.combinationId === null ? [] : [line.combinationId]));
  const combinations = combinationIds.length
    ? await db
        .select({
          id: mallOptionCombinations.id,
          path: mallOptionCombinations.path,
          stock: mallOptionCombinations.stock,
        })
        .from(mallOptionCombinations)
        .where(
          and(inArray(mallOptionCombinations.id, combinationIds), eq(mallOptionCombinations.itemId, item.id)),
        )
    : [];
  const byId = new Map(combinations.map((combination) => [combination.id, combination]));
  if (combinationIds.some((id) => !byId.has(id))) throw badRequest(mallMessages.selectOptions);

  await db.transaction(async (tx) => {
    await ensureRoom(tx, memberIdx, item.id);
    const row = await lockRow(tx, memberIdx, item.id, { quantity: 0 });
    const lines = edit.command === 'ADD' ? merge(await linesOf(tx, row.id), asked) : asked;
    const treeName = itemOptions
      .filter((option) => option.optionType === 'TREE')
      .map((option) => option.name)
      .join(' / ');
    const shortages: OutOfStock['shortages'] = [];
    for (const line of lines) {
      const combination = line.combinationId === null ? null : byId.get(line.combinationId);
      if (line.quantity > orderLimits.lineQuantityMax)
        throw badRequest(`수량은 ${orderLimits.lineQuantityMax}개까지 담을 수 있습니다.`);
      if (combination && line.quantity > combination.stock)
        shortages.push({
          optionName: treeName,
          optionPathNames: combination.path,
          requested: line.quantity,
          available: Math.max(combination.stock, 0),
        });
    }
    const writingUnits = lines
      .filter((line) => line.combinationId === null)
      .reduce((sum, line) => sum + line.quantity, 0);
    if (item.productStock !== null && writingUnits > item.productStock)
      shortages.push({
        optionName: item.title,
        optionPathNames: [],
        requested: writingUnits,
        available: Math.max(item.productStock, 0),
      });
    if (shortages.length > 0) throw outOfStock(shortages);
    await tx.delete(mallCartOptions).where(eq(mallCartOptions.cartId, row.id));
    await tx.insert(mallCartOptions).values(lines.map((line) => ({ ...line, cartId: row.id })));
    await tx.update(mallCarts).set({ quantity: 0 }).where(eq(mallCarts.id, row.id));
  });
}

/** The request's lines, checked against the item's options in the spec's order. */
function readLines(edit: Edit, itemOptions: readonly ItemOption[]): Line[] {
  if (edit.productOptionList.length === 0) throw badRequest(mallMessages.selectOptions);
  const byId = new Map(itemOptions.map((option) => [option.id, option]));
  const lines: Line[] = edit.productOptionList.map((line) => {
    const option = byId.get(line.optionId);
    if (!option) throw badRequest(mallMessages.selectOptions);
    if (option.optionType === 'TREE') {
      if (!line.combinationId) throw badRequest(mallMessages.selectOptions);
      return {
        optionId: option.id,
        combinationId: line.combinationId,
        optionMessage: null,
        quantity: line.quantity,
      };
    }
    const message = (line.optionMessage ?? '').trim();
    if (!message) throw badRequest(mallMessages.selectOptions);
    return { optionId: option.id, combinationId: null, optionMessage: message, quantity: line.quantity };
  });
  const required = itemOptions.filter((option) => option.required);
  const covered =
    required.length === 0 ||
    required.some((option) =>
      option.optionType === 'TREE'
        ? lines.some((line) => line.combinationId !== null)
        : lines.some((line) => line.optionId === option.id),
    );
  if (!covered) throw badRequest(mallMessages.selectRequiredOption);
  const keys = lines.map((line) =>
    line.combinationId !== null ? `c${line.combinationId}` : `w${line.optionId}`,
  );
  if (new Set(keys).size !== keys.length) throw badRequest(mallMessages.alreadySelected);
  return lines;
}

async function linesOf(tx: Db, cartId: number): Promise<Line[]> {
  return tx
    .select({
      optionId: mallCartOptions.optionId,
      combinationId: mallCartOptions.combinationId,
      optionMessage: mallCartOptions.optionMessage,
      quantity: mallCartOptions.quantity,
    })
    .from(mallCartOptions)
    .where(eq(mallCartOptions.cartId, cartId));
}

/** ADD onto lines already in the cart: the same combination or the same text adds its quantity. */
function merge(existing: Line[], added: Line[]): Line[] {
  const merged = existing.map((line) => ({ ...line }));
  for (const line of added) {
    const same = merged.find((candidate) =>
      line.combinationId !== null
        ? candidate.combinationId === line.combinationId
        : candidate.combinationId === null &&
          candidate.optionId === line.optionId &&
          candidate.optionMessage === line.optionMessage,
    );
    if (same) same.quantity += line.quantity;
    else merged.push({ ...line });
  }
  return merged;
}
