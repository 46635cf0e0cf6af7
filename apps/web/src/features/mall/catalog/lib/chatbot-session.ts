import type { ChatbotAnswer } from '@edu/shared';

/** The last question asked on /mall/ai-search and its answer, kept for /mall/ai-result in this tab only. */
export type LastChat = { question: string; answer: ChatbotAnswer | null };

const storageKey = 'mall.chatbot.last';

function looksLikeAnswer(value: unknown): value is ChatbotAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const answer = value as Partial<ChatbotAnswer>;
  return (
    typeof answer.question === 'string' &&
    typeof answer.message === 'string' &&
    typeof answer.summary === 'string' &&
    Array.isArray(answer.itemList) &&
    Array.isArray(answer.suggestions) &&
    typeof answer.understood === 'object' &&
    answer.understood !== null &&
    Array.isArray(answer.understood.keywords)
  );
}

/** Reads the last question and answer; anything unreadable (an older shape, a hand edit) counts as none. */
export function readLastChat(storage: Pick<Storage, 'getItem'> = sessionStorage): LastChat | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(storageKey) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { question, answer } = value as { question?: unknown; answer?: unknown };
    if (typeof question !== 'string' || question.trim() === '') return null;
    return { question, answer: looksLikeAnswer(answer) ? answer : null };
  } catch {
    return null;
  }
}

export function saveLastChat(chat: LastChat, storage: Pick<Storage, 'setItem'> = sessionStorage): void {
  try {
    storage.setItem(storageKey, JSON.stringify(chat));
  } catch {
    // Storage full or disabled (private mode): the result page then asks for a question again.
  }
}
