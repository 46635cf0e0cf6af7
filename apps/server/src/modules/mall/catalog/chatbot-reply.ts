import { chatbotSuggestions, priceCondition, withParticle } from '@edu/shared';
import type { ReadQuestion } from './understand-question';

/**
 * What was understood, said back in plain Korean: the words in the question's order, then free or the
 * price ("유아부 교재, 2만 원 이하", "요한복음 3장 설교", "무료").
 */
export function summaryOf(read: ReadQuestion): string {
  const { free } = read.understood;
  const conditions = [
    free === true ? '무료' : free === false ? '유료' : null,
    priceCondition(read.understood),
  ].filter(Boolean);
  return [read.phrase.join(' '), conditions.join(' ')].filter(Boolean).join(', ');
}

/**
 * The chat bubble: how the question was read ("… 2만 원 이하로 찾아보았어요."), then how many items
 * were found, and whether they meet every word asked or only come closest.
 */
export function messageOf(summary: string, found: number, everyWord: boolean): string {
  const read = summary ? `${withParticle(summary, '으로/로')} 찾아보았어요. ` : '';
  return everyWord
    ? `${read}맞는 자료 ${found}개를 찾았습니다.`
    : `${read}말씀하신 조건을 모두 갖춘 자료는 없어, 가장 가까운 자료 ${found}개를 골랐습니다.`;
}

/** A broader question about one thing: "부활절 자료", but "활동자료" and "교사 자료" as they are. */
const aboutOnly = (name: string) => (name.endsWith('자료') ? name : `${name} 자료`);

/**
 * Broader questions to try when nothing was found: each part of the question alone (its topics only
 * when a price or "무료" was what narrowed it: alone, they were the question), then the usual examples.
 */
export function broaderQuestions(read: ReadQuestion): string[] {
  const { understood } = read;
  const priced = understood.free !== null || priceCondition(understood) !== null;
  const broader = [
    understood.bibleBook && understood.chapter !== null ? aboutOnly(understood.bibleBook) : null,
    understood.solarTerm ? aboutOnly(understood.solarTerm) : null,
    understood.categoryName ? aboutOnly(understood.categoryName) : null,
    ...(priced ? read.topicWords.slice(0, 2).map((group) => aboutOnly(group.label)) : []),
  ].filter((question): question is string => Boolean(question));
  return [...new Set([...broader, ...chatbotSuggestions])].slice(0, 4);
}
