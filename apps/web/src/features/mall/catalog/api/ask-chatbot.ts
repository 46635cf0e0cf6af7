import type { ChatbotAnswer } from '@edu/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { newApi } from '@/lib/api-client';
import { catalogQueryKey } from './query-keys';

/** Asks the mall's chatbot (GET /new_api/ai-search): what it understood, its reply and the matching items. */
export function askChatbot(question: string, signal?: AbortSignal): Promise<ChatbotAnswer> {
  return newApi<ChatbotAnswer>(`/new_api/ai-search?${new URLSearchParams({ question })}`, { signal });
}

export const chatbotQueryOptions = (question: string) =>
  queryOptions({
    queryKey: [...catalogQueryKey, 'chatbot', question],
    queryFn: ({ signal }) => askChatbot(question, signal),
  });

export function useChatbotAnswer(question: string) {
  return useQuery(chatbotQueryOptions(question));
}
