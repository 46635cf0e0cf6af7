import { type ChatbotAnswer, contentTypeLabels, type Understood } from '@edu/shared';
import { formatWon } from '../../../../lib/format-won';

const itemTypeLabels = { PRODUCT: '상품', CONTENT: '콘텐츠' } as const;

/** The conditions the chatbot understood, one chip each: "요한복음 3장", "성탄절", "무료", "20,000원 이하". */
export function understoodChips(understood: Understood): string[] {
  const chips: string[] = [];
  if (understood.bibleBook) {
    const unit = understood.bibleBook === '시편' ? '편' : '장';
    chips.push(
      understood.chapter === null
        ? understood.bibleBook
        : `${understood.bibleBook} ${understood.chapter}${unit}`,
    );
  }
  if (understood.solarTerm) chips.push(understood.solarTerm);
  if (understood.categoryName) chips.push(understood.categoryName);
  if (understood.contentType) chips.push(contentTypeLabels[understood.contentType]);
  else if (understood.itemType) chips.push(itemTypeLabels[understood.itemType]);
  if (understood.free) chips.push('무료');
  if (understood.minPrice !== null && understood.maxPrice !== null) {
    chips.push(`${formatWon(understood.minPrice)} ~ ${formatWon(understood.maxPrice)}`);
  } else if (understood.maxPrice !== null) chips.push(`${formatWon(understood.maxPrice)} 이하`);
  else if (understood.minPrice !== null) chips.push(`${formatWon(understood.minPrice)} 이상`);
  for (const keyword of understood.keywords) if (!chips.includes(keyword)) chips.push(keyword);
  return chips;
}

/** Whether an answer found nothing (then its suggestions are offered). */
export function foundNothing(answer: Pick<ChatbotAnswer, 'itemList'>): boolean {
  return answer.itemList.length === 0;
}
