import { ChatbotResult } from '@/features/mall/catalog/components/chatbot-result';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /mall/ai-result: the results of the last question asked on /mall/ai-search. */
export function MallChatbotResultPage() {
  useDocumentTitle('AI 검색 결과 - 콘텐츠몰');
  return <ChatbotResult />;
}
