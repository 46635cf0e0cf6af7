import { type Category, categoryIconOf } from '@edu/shared';
import { asc } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { mallCategories } from './catalog.tables';

/** The mall's categories as tabs with their subcategories, in their set order; icons by name (never emoji). */
export async function listCategories(db: Db): Promise<{ categoryList: Category[] }> {
  const rows = await db
    .select()
    .from(mallCategories)
    .orderBy(asc(mallCategories.sort), asc(mallCategories.id));
  return {
    categoryList: rows
      .filter((row) => row.parentId === null)
      .map((parent) => ({
        categoryId: parent.id,
        name: parent.name,
        icon: categoryIconOf(parent.icon),
        children: rows
          .filter((row) => row.parentId === parent.id)
          .map((child) => ({ categoryId: child.id, name: child.name })),
      })),
  };
}
