import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { chatbotQueryOptions } from '../api/ask-chatbot';
import { type LastChat, readLastChat, saveLastChat } from '../lib/chatbot-session';
import { ChatbotAnswerView } from './chatbot-answer';
import { EmptyNotice, ErrorNotice } from './notice';

const linkClass =
  'inline-flex items-center gap-1.5 rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100';

/** /mall/ai-result: the last question's results, asked again on arrival and on "다시 분석". */
export function ChatbotResult() {
  const [last, setLast] = useState<LastChat | null>(() => readLastChat());
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-8 lg:py-12">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-2">
          <p className="text-sm font-semibold text-brand-700">AI 자료 찾기</p>
          <h1 className="text-2xl font-black text-slate-900 sm:text-3xl">AI 검색 결과</h1>
        </div>
        <Link to="/mall/ai-search" className={linkClass}>
          <span aria-hidden="true">←</span>
          대화로 돌아가기
        </Link>
      </header>
      {last ? (
        <ResultBody
          key={last.question}
          last={last}
          onAsk={(question) => {
            const next = { question, answer: null };
            saveLastChat(next);
            setLast(next);
          }}
        />
      ) : (
        <EmptyNotice>
          <p>최근에 한 질문이 없습니다.</p>
          <Link
            to="/mall/ai-search"
            className="mt-3 inline-block font-semibold text-brand-700 hover:underline"
          >
            AI에게 질문하러 가기
          </Link>
        </EmptyNotice>
      )}
    </div>
  );
}

function ResultBody({ last, onAsk }: { last: LastChat; onAsk: (question: string) => void }) {
  const { question } = last;
  const answer = useQuery({
    ...chatbotQueryOptions(question),
    // The stored answer shows at once; the page still asks again, as the catalogue may have changed.
    initialData: last.answer ?? undefined,
    initialDataUpdatedAt: 0,
    refetchOnMount: 'always',
  });

  useEffect(() => {
    if (answer.data) saveLastChat({ question, answer: answer.data });
  }, [question, answer.data]);

  return (
    <section aria-labelledby="ai-result-question" aria-busy={answer.isFetching} className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4 rounded-2xl bg-slate-50 px-5 py-4">
        <div className="min-w-0 space-y-1">
          <h2 id="ai-result-question" className="text-sm font-semibold text-slate-500">
            질문
          </h2>
          <p className="text-lg font-bold break-all text-slate-900">{question}</p>
          {answer.data?.summary && <p className="text-sm text-slate-600">분석: {answer.data.summary}</p>}
        </div>
        <button
          type="button"
          onClick={() => void answer.refetch()}
          disabled={answer.isFetching}
          className="shrink-0 rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-wait disabled:bg-brand-600/60"
        >
          {answer.isFetching ? '분석 중…' : '다시 분석'}
        </button>
      </div>
      {answer.isPending ? (
        <p role="status" className="py-12 text-center text-slate-600">
          자료를 찾고 있습니다…
        </p>
      ) : answer.isError ? (
        <ErrorNotice error={answer.error} onRetry={() => void answer.refetch()} />
      ) : (
        <div className={answer.isFetching ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
          <ChatbotAnswerView answer={answer.data} onAsk={onAsk} />
        </div>
      )}
    </section>
  );
}
