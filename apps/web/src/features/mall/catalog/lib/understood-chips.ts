import {
  type ChatbotAnswer,
  contentTypeLabels,
  passageName,
  priceCondition,
  type Understood,
} from '@edu/shared';

const itemTypeLabels = { PRODUCT: '상품', CONTENT: '콘텐츠' } as const;

/**
 * The conditions the chatbot understood, one chip each, as the chatbot says them: "요한복음 3장",
 * "성탄절", "무료", "2만 원 이하", then the words it looks for ("유아부", "활동지").
 */
export function understoodChips(understood: Understood): string[] {
  const chips: string[] = [];
  if (understood.bibleBook) chips.push(passageName(understood.bibleBook, understood.chapter));
  if (understood.solarTerm) chips.push(understood.solarTerm);
  if (understood.categoryName) chips.push(understood.categoryName);
  if (understood.contentType) chips.push(contentTypeLabels[understood.contentType]);
  else if (understood.itemType) chips.push(itemTypeLabels[understood.itemType]);
  if (understood.free !== null) chips.push(understood.free ? '무료' : '유료');
  const price = priceCondition(understood);
  if (price) chips.push(price);
  for (const keyword of understood.keywords) if (!chips.includes(keyword)) chips.push(keyword);
  return chips;
}

/** Whether an answer found nothing (then its suggestions are offered). */
export function foundNothing(answer: Pick<ChatbotAnswer, 'itemList'>): boolean {
  return answer.itemList.length === 0;
}
