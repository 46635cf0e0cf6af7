/**
 * The icons a mall category may show before its name (the spec gives 170, 136, 137 and 138 special
 * icons): names of drawn icons the web app carries, never emoji, which a machine without a colour emoji
 * font shows as empty boxes. The category keeps the name; the administrator picks it from this list.
 */
export const categoryIconNames = [
  'book',
  'scissors',
  'graduation',
  'music',
  'image',
  'video',
  'file',
  'cross',
] as const;
export type CategoryIconName = (typeof categoryIconNames)[number];

export const categoryIconLabels: Record<CategoryIconName, string> = {
  book: '책',
  scissors: '가위',
  graduation: '학사모',
  music: '음표',
  image: '그림',
  video: '영상',
  file: '문서',
  cross: '십자가',
};

export const categoryIconMessage = '아이콘은 목록에서 골라 주세요.';

export const isCategoryIconName = (value: string): value is CategoryIconName =>
  (categoryIconNames as readonly string[]).includes(value);

/** The emoji the first demo data gave the four top categories, read as the icons that replace them. */
const emojiOfFirstDemoData: Record<string, CategoryIconName> = {
  '📖': 'book',
  '✂️': 'scissors',
  '✂': 'scissors',
  '🎓': 'graduation',
  '🎵': 'music',
};

/**
 * The icon a stored value names, or null: an icon name, or one of the first demo data's emoji (a
 * database seeded before the icons were drawn); anything else draws no icon rather than a box.
 */
export function categoryIconOf(value: string | null): CategoryIconName | null {
  if (value === null) return null;
  const trimmed = value.trim();
  if (isCategoryIconName(trimmed)) return trimmed;
  return emojiOfFirstDemoData[trimmed] ?? null;
}
