import type { Introduction } from '@edu/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/http/app-error';
import { introductions } from './introduction.tables';

/** One introduction page, for `/introduce/{category}`. */
export async function getIntroduction(options: { db: Db; category: number }): Promise<Introduction> {
  const [row] = await options.db
    .select()
    .from(introductions)
    .where(eq(introductions.category, options.category));
  if (!row) throw notFound('소개 내용을 찾을 수 없습니다.');
  return {
    category: row.category,
    title: row.title,
    contents: row.contents,
    updated_date: row.updatedDate.toISOString(),
  };
}
