import type { ChatbotAnswer } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import { readLastChat, saveLastChat } from './chatbot-session';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

const answer: ChatbotAnswer = {
  question: '요한복음 3장 설교 자료',
  understood: {
    bibleBook: '요한복음',
    chapter: 3,
    solarTerm: null,
    itemType: null,
    contentType: null,
    categoryName: '설교',
    free: null,
    minPrice: null,
    maxPrice: null,
    keywords: [],
  },
  summary: '요한복음 3장 · 설교',
  message: '요한복음 3장 설교 자료를 2개 찾았습니다.',
  itemList: [],
  suggestions: [],
};

describe('the last chatbot exchange in session storage', () => {
  it('keeps the question and its answer for the result page', () => {
    const storage = memoryStorage();
    expect(readLastChat(storage)).toBeNull();
    saveLastChat({ question: answer.question, answer }, storage);
    expect(readLastChat(storage)).toEqual({ question: answer.question, answer });
  });

  it('keeps a question still waiting for its answer', () => {
    const storage = memoryStorage();
    saveLastChat({ question: '부활절 예배 영상 자료', answer: null }, storage);
    expect(readLastChat(storage)).toEqual({ question: '부활절 예배 영상 자료', answer: null });
  });

  it('treats unreadable values as no exchange, and an odd answer as none', () => {
    const storage = memoryStorage();
    storage.setItem('mall.chatbot.last', '{not json');
    expect(readLastChat(storage)).toBeNull();
    storage.setItem('mall.chatbot.last', JSON.stringify({ question: '  ' }));
    expect(readLastChat(storage)).toBeNull();
    storage.setItem('mall.chatbot.last', JSON.stringify({ question: '찬양', answer: { message: 1 } }));
    expect(readLastChat(storage)).toEqual({ question: '찬양', answer: null });
  });

  it('survives a storage that refuses to write', () => {
    const full = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => saveLastChat({ question: '찬양', answer: null }, full)).not.toThrow();
  });
});
