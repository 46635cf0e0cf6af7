import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/platform/db/database';

/** Words the bench's catalogue is made of, and searched with (Korean, as the real catalogue). */
export const catalogueWords = {
  books: [
    '요한복음',
    '창세기',
    '출애굽기',
    '시편',
    '잠언',
    '이사야',
    '마태복음',
    '마가복음',
    '누가복음',
    '사도행전',
    '로마서',
    '고린도전서',
    '갈라디아서',
    '에베소서',
    '빌립보서',
    '히브리서',
    '야고보서',
    '베드로전서',
    '요한계시록',
    '다니엘',
  ],
  kinds: [
    '설교 원고',
    '활동지',
    '찬양 음원',
    '공과 교재',
    '배경 이미지',
    '강의 영상',
    '행정 서식',
    '암송 카드',
    '성극 대본',
    '묵상 카드',
  ],
  departments: ['영아부', '유아부', '유치부', '유년부', '초등부', '중등부', '고등부', '청년부'],
};

const arrayOf = (words: readonly string[]) => sql.raw(`array[${words.map((word) => `'${word}'`).join(',')}]`);

/** Adds `count` items to the catalogue in one statement (titles and tags from the words above). */
export async function seedCatalogue(db: Db, count: number): Promise<void> {
  const { books, kinds, departments } = catalogueWords;
  const title = sql`(${arrayOf(books)})[1 + g % ${books.length}] || ' ' || (${arrayOf(kinds)})[1 + (g / 7) % ${kinds.length}] || ' ' || (${arrayOf(departments)})[1 + (g / 3) % ${departments.length}] || ' ' || g`;
  await db.execute(sql`
    insert into mall_items (code, item_type, content_type, item_kind, title, tags, category_id, regular_price, selling_price, is_free, search_text, created_at)
    select 'B' || g, 'CONTENT', 'FILE', '설교자료', ${title}, '[]'::jsonb, 172, (g % 20) * 1000, (g % 20) * 1000, g % 20 = 0,
      ${title} || ' 교회학교 자료', now() - g * interval '1 minute'
    from generate_series(1, ${count}) as g`);
  await db.execute(sql`analyze mall_items`);
}
