import {
  type AdminCategory,
  type categoryEditSchema,
  categoryIconMessage,
  categoryIconOf,
  isCategoryIconName,
  mallItemAdminMessages as say,
} from '@edu/shared';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type AuditActor, recordAudit } from '../../../platform/audit';
import type { Db } from '../../../platform/db/database';
import { badRequest, conflict, notFound } from '../../../platform/http/app-error';
import { mallCategories, mallItems } from './catalog.tables';

type CategoryEdit = z.output<typeof categoryEditSchema>;

/** Every category with how many items it holds (its own, not its children's), in the menu's order. */
export async function listAdminCategories(db: Db): Promise<AdminCategory[]> {
  const rows = await db
    .select({ category: mallCategories, items: count(mallItems.id) })
    .from(mallCategories)
    .leftJoin(mallItems, eq(mallItems.categoryId, mallCategories.id))
    .groupBy(mallCategories.id)
    .orderBy(asc(mallCategories.sort), asc(mallCategories.id));
  return rows.map(({ category: { id, ...category }, items }) => ({
    categoryId: id,
    ...category,
    icon: categoryIconOf(category.icon),
    items,
  }));
}

/** The menu has two levels: a category hangs under a top category, never under itself or a child. */
async function checkCategory(tx: Db, edit: CategoryEdit, categoryId?: number) {
  if (edit.name.trim().length === 0) throw badRequest(say.categoryNameRequired);
  const icon = edit.icon?.trim();
  if (icon && !isCategoryIconName(icon)) throw badRequest(categoryIconMessage);
  if (edit.parentId === null) return;
  const [parent] = await tx
    .select({ parentId: mallCategories.parentId })
    .from(mallCategories)
    .where(eq(mallCategories.id, edit.parentId));
  if (!parent || parent.parentId !== null || edit.parentId === categoryId)
    throw badRequest(say.categoryParentInvalid);
  if (categoryId !== undefined) {
    const [children] = await tx
      .select({ n: count() })
      .from(mallCategories)
      .where(eq(mallCategories.parentId, categoryId));
    // A top category with children cannot move below another one: the menu would get a third level.
    if ((children?.n ?? 0) > 0) throw badRequest(say.categoryParentInvalid);
  }
}

/**
 * Creates a category (no id: the next free number, the menu links by number) or changes one; audited.
 * The catalogue's search text keeps the category name an item was saved with until the item is saved again.
 */
export async function saveCategory(options: {
  db: Db;
  actor: AuditActor;
  categoryId?: number;
  edit: CategoryEdit;
}): Promise<number> {
  const { actor, edit } = options;
  const values = {
    name: edit.name.trim(),
    parentId: edit.parentId,
    icon: edit.icon?.trim() || null,
    sort: edit.sort,
  };
  return options.db.transaction(async (tx) => {
    await checkCategory(tx, edit, options.categoryId);
    const [row] =
      options.categoryId === undefined
        ? await tx
            .insert(mallCategories)
            .values({ ...values, id: sql`(select coalesce(max(id), 0) + 1 from mall_categories)` })
            .returning({ id: mallCategories.id })
        : await tx
            .update(mallCategories)
            .set(values)
            .where(eq(mallCategories.id, options.categoryId))
            .returning({ id: mallCategories.id });
    if (!row) throw notFound('카테고리를 찾을 수 없습니다.');
    await recordAudit(tx, actor, {
      action: options.categoryId === undefined ? 'mall.category.create' : 'mall.category.update',
      target: `mall-category:${row.id}`,
      summary: `카테고리 ${values.name} ${options.categoryId === undefined ? '등록' : '수정'}`,
      details: values,
    });
    return row.id;
  });
}

/** Removes an empty category (no items, no children); audited. */
export async function deleteCategory(options: {
  db: Db;
  actor: AuditActor;
  categoryId: number;
}): Promise<void> {
  await options.db.transaction(async (tx) => {
    const [items] = await tx
      .select({ n: count() })
      .from(mallItems)
      .where(eq(mallItems.categoryId, options.categoryId));
    const [children] = await tx
      .select({ n: count() })
      .from(mallCategories)
      .where(eq(mallCategories.parentId, options.categoryId));
    if ((items?.n ?? 0) > 0 || (children?.n ?? 0) > 0) throw conflict(say.categoryInUse);
    const [row] = await tx
      .delete(mallCategories)
      .where(eq(mallCategories.id, options.categoryId))
      .returning({ name: mallCategories.name });
    if (!row) throw notFound('카테고리를 찾을 수 없습니다.');
    await recordAudit(tx, options.actor, {
      action: 'mall.category.delete',
      target: `mall-category:${options.categoryId}`,
      summary: `카테고리 ${row.name} 삭제`,
    });
  });
}
