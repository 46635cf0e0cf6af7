import { mallLimits } from '@edu/shared';
import { Link } from 'react-router';
import { ChatIcon } from '@/components/ui/icons';
import { saveLastChat } from '../lib/chatbot-session';

/**
 * "챗봇에게 물어보기" under a search that found nothing: opens the chatbot with the search words as the
 * question, which it answers at once (the chatbot picks up the tab's last question on arrival).
 */
export function AskChatbotLink({ question }: { question: string }) {
  const asked = question.trim().slice(0, mallLimits.questionMaxLength);
  return (
    <Link
      to="/mall/ai-search"
      onClick={() => saveLastChat({ question: asked, answer: null })}
      className="mt-4 inline-flex items-center gap-2 rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700"
    >
      <ChatIcon className="size-5" />
      챗봇에게 물어보기
    </Link>
  );
}
