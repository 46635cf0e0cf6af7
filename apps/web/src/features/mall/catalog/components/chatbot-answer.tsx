import type { ChatbotAnswer } from '@edu/shared';
import { foundNothing, understoodChips } from '../lib/understood-chips';
import { ItemGrid } from './item-grid';

type ChatbotAnswerViewProps = {
  answer: ChatbotAnswer;
  /** Asks one of the suggested questions. */
  onAsk: (question: string) => void;
  columns?: string;
};

/** The chatbot's reply: its message, what it understood, then the matching items or broader questions to try. */
export function ChatbotAnswerView({ answer, onAsk, columns }: ChatbotAnswerViewProps) {
  const chips = understoodChips(answer.understood);
  return (
    <div className="space-y-4">
      <p className="leading-relaxed whitespace-pre-line text-slate-800">{answer.message}</p>
      {chips.length > 0 ? (
        <div className="flex flex-wrap items-center gap-1.5">
          <span className="mr-1 text-xs font-semibold text-slate-500">이해한 조건</span>
          <ul aria-label="이해한 조건" className="flex flex-wrap gap-1.5">
            {chips.map((chip) => (
              <li
                key={chip}
                className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-700"
              >
                {chip}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        answer.summary && <p className="text-sm text-slate-500">이해한 조건: {answer.summary}</p>
      )}
      {foundNothing(answer) ? (
        answer.suggestions.length > 0 && (
          <div className="space-y-2">
            <p className="text-sm font-semibold text-slate-700">이렇게 물어보시면 어떨까요?</p>
            <ul aria-label="다른 질문 제안" className="flex flex-wrap gap-2">
              {answer.suggestions.map((suggestion) => (
                <li key={suggestion}>
                  <button
                    type="button"
                    onClick={() => onAsk(suggestion)}
                    className="rounded-full border border-brand-600 bg-white px-3 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50"
                  >
                    {suggestion}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )
      ) : (
        <ItemGrid items={answer.itemList} label="찾은 자료" columns={columns} />
      )}
    </div>
  );
}
