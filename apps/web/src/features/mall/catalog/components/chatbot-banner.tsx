import { Link } from 'react-router';
import { ChatIcon } from '@/components/ui/icons';

/** The way from the mall to its chatbot. */
export function ChatbotBanner() {
  return (
    <Link
      to="/mall/ai-search"
      className="group flex items-center gap-4 rounded-2xl border border-brand-100 bg-brand-50 px-4 py-4 transition hover:border-brand-600 sm:px-6"
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white">
        <ChatIcon className="size-6" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-bold text-slate-900 group-hover:text-brand-700">AI 자료 찾기</span>
        <span className="block text-sm text-slate-600">
          “요한복음 3장 설교 자료”처럼 물어보면 맞는 자료를 골라 드립니다.
        </span>
      </span>
      <span aria-hidden="true" className="text-xl text-brand-700">
        ›
      </span>
    </Link>
  );
}
