import { Chatbot } from '@/features/mall/catalog/components/chatbot';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /mall/ai-search: the mall's chatbot. */
export function MallChatbotPage() {
  useDocumentTitle('AI 자료 찾기 - 콘텐츠몰');
  return <Chatbot />;
}
