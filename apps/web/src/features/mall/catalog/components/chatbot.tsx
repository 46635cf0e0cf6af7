import { type ChatbotAnswer, chatbotSuggestions, mallLimits } from '@edu/shared';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type Ref, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ChatIcon } from '@/components/ui/icons';
import { chatbotQueryOptions } from '../api/ask-chatbot';
import { readLastChat, saveLastChat } from '../lib/chatbot-session';
import { ChatbotAnswerView } from './chatbot-answer';
import { ErrorNotice } from './notice';

type Turn = { id: number; question: string; initial?: ChatbotAnswer };

const chatColumns = 'grid grid-cols-2 gap-3 sm:grid-cols-3';

/**
 * /mall/ai-search: suggested questions, the conversation and the question box (500 characters, Enter
 * sends). The chatbot answers from the catalogue; the last question and answer stay for /mall/ai-result.
 */
export function Chatbot() {
  // The last exchange of this tab comes back when the visitor returns from an item page.
  const [turns, setTurns] = useState<Turn[]>(() => {
    const last = readLastChat();
    return last ? [{ id: 0, question: last.question, initial: last.answer ?? undefined }] : [];
  });
  const [text, setText] = useState('');
  const nextId = useRef(1);
  const lastTurnRef = useRef<HTMLLIElement>(null);
  const asked = useRef(false);
  const inputId = useId();
  const counterId = useId();

  const ask = (question: string) => {
    const trimmed = question.trim().slice(0, mallLimits.questionMaxLength);
    if (!trimmed) return;
    asked.current = true;
    setTurns((current) => [...current, { id: nextId.current++, question: trimmed }]);
    saveLastChat({ question: trimmed, answer: null });
    setText('');
  };

  // A new question scrolls into view (not the exchange restored on arrival).
  const turnCount = turns.length;
  useEffect(() => {
    if (!asked.current || turnCount === 0) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    lastTurnRef.current?.scrollIntoView({ block: 'start', behavior: reduceMotion ? 'auto' : 'smooth' });
  }, [turnCount]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    ask(text);
  };

  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-8 lg:py-12">
      <header className="space-y-3">
        <Link to="/mall" className="text-sm font-semibold text-brand-700 hover:underline">
          ← 콘텐츠몰
        </Link>
        <h1 className="flex items-center gap-3 text-2xl font-black text-slate-900 sm:text-3xl">
          <span className="flex size-10 items-center justify-center rounded-full bg-brand-600 text-white">
            <ChatIcon className="size-5" />
          </span>
          AI 자료 찾기
        </h1>
        <p className="text-slate-700">
          찾는 자료를 편하게 물어보세요. 성경 본문, 절기, 부서, 가격 같은 조건을 알아듣고 콘텐츠몰에서 맞는
          자료를 골라 드립니다.
        </p>
      </header>

      <section aria-labelledby="chatbot-suggestions" className="space-y-3">
        <h2 id="chatbot-suggestions" className="text-sm font-semibold text-slate-600">
          이런 질문은 어떠세요?
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2">
          {chatbotSuggestions.map((suggestion) => (
            <li key={suggestion}>
              <button
                type="button"
                onClick={() => ask(suggestion)}
                className="flex h-full w-full items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 text-left text-sm font-medium text-slate-800 transition hover:border-brand-600 hover:bg-brand-50"
              >
                <span aria-hidden="true" className="text-brand-700">
                  Q.
                </span>
                {suggestion}
              </button>
            </li>
          ))}
        </ul>
      </section>

      {turns.length > 0 && (
        <ol aria-label="대화" aria-live="polite" className="space-y-8">
          {turns.map((turn, index) => (
            <ChatTurn
              key={turn.id}
              ref={index === turns.length - 1 ? lastTurnRef : undefined}
              turn={turn}
              isLast={index === turns.length - 1}
              onAsk={ask}
            />
          ))}
        </ol>
      )}

      <form
        onSubmit={submit}
        className="space-y-2 rounded-2xl border border-slate-300 bg-white p-3 shadow-sm sm:p-4"
      >
        <label htmlFor={inputId} className="sr-only">
          질문
        </label>
        <div className="flex gap-2">
          <input
            id={inputId}
            value={text}
            maxLength={mallLimits.questionMaxLength}
            onChange={(event) => setText(event.target.value)}
            aria-describedby={counterId}
            placeholder="예: 성탄절에 쓸 무료 찬양 있어?"
            enterKeyHint="send"
            autoComplete="off"
            className="min-w-0 flex-1 rounded-lg border border-slate-200 px-3 py-2.5 text-base focus:border-brand-600 focus:outline-none"
          />
          <button
            type="submit"
            disabled={text.trim() === ''}
            className="shrink-0 rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-slate-300"
          >
            보내기
          </button>
        </div>
        <p id={counterId} className="text-right text-xs text-slate-500 tabular-nums">
          <span className="sr-only">입력한 글자 수 </span>
          {text.length}/{mallLimits.questionMaxLength}
        </p>
      </form>
    </div>
  );
}

type ChatTurnProps = {
  ref?: Ref<HTMLLIElement>;
  turn: Turn;
  isLast: boolean;
  onAsk: (question: string) => void;
};

/** One exchange: the visitor's question on the right, the chatbot's answer below it. */
function ChatTurn({ ref, turn, isLast, onAsk }: ChatTurnProps) {
  const answer = useQuery({ ...chatbotQueryOptions(turn.question), initialData: turn.initial });

  useEffect(() => {
    if (isLast && answer.data) saveLastChat({ question: turn.question, answer: answer.data });
  }, [isLast, answer.data, turn.question]);

  return (
    <li ref={ref} className="scroll-mt-20 space-y-3">
      <div className="flex justify-end">
        <p className="max-w-[85%] rounded-2xl rounded-br-sm bg-brand-600 px-4 py-2.5 break-all whitespace-pre-line text-white">
          <span className="sr-only">내 질문: </span>
          {turn.question}
        </p>
      </div>
      <div className="rounded-2xl rounded-tl-sm bg-slate-50 px-4 py-4 sm:px-5">
        <p className="sr-only">AI 답변:</p>
        {answer.isPending ? (
          <p role="status" className="flex items-center gap-2 text-slate-600">
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-slate-300 border-t-brand-600"
            />
            자료를 찾고 있습니다…
          </p>
        ) : answer.isError ? (
          <ErrorNotice error={answer.error} onRetry={() => void answer.refetch()} />
        ) : (
          <div className="space-y-4">
            <ChatbotAnswerView answer={answer.data} onAsk={onAsk} columns={chatColumns} />
            {isLast && answer.data.itemList.length > 0 && (
              <Link
                to="/mall/ai-result"
                className="inline-block text-sm font-semibold text-brand-700 hover:underline"
              >
                결과 페이지에서 크게 보기 ›
              </Link>
            )}
          </div>
        )}
      </div>
    </li>
  );
}
