import { type FormEvent, useEffect, useReducer, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  bibleQuiz,
  initialQuizState,
  isCorrect,
  playQuiz,
  type QuizQuestion,
  resultMessage,
} from '../lib/bible-quiz';

const primaryButtonClass =
  'inline-flex items-center justify-center rounded-xl bg-brand-600 px-6 py-3 text-lg font-bold text-white hover:bg-brand-700';
const secondaryButtonClass =
  'inline-flex items-center justify-center rounded-xl border border-slate-300 bg-white px-6 py-3 text-lg font-bold text-slate-700 hover:bg-slate-50';

/** The children's Bible quiz (/game): a start screen, one question at a time with its score, and the end. */
export function BibleQuizGame() {
  const [state, dispatch] = useReducer(
    (current: typeof initialQuizState, action: Parameters<typeof playQuiz>[1]) => playQuiz(current, action),
    initialQuizState,
  );
  const total = bibleQuiz.length;

  if (state.phase === 'start')
    return (
      <section aria-labelledby="quiz-start-title" className="text-center">
        <h2 id="quiz-start-title" className="text-2xl font-bold text-slate-900">
          성경 이야기를 얼마나 알고 있나요?
        </h2>
        <p className="mt-3 text-lg text-slate-700">
          {total}문제를 풀고 점수를 확인해 보세요. 잘 모르는 문제가 나와도 괜찮아요!
        </p>
        <button
          type="button"
          className={`${primaryButtonClass} mt-8`}
          onClick={() => dispatch({ type: 'start' })}
        >
          시작하기
        </button>
      </section>
    );

  if (state.phase === 'end')
    return <QuizEnd score={state.score} total={total} onRestart={() => dispatch({ type: 'start' })} />;

  const question = bibleQuiz[state.index];
  if (!question) return null;
  return (
    <QuizQuestionCard
      // A new card per question: its focus and buttons start afresh.
      key={state.index}
      question={question}
      number={state.index + 1}
      total={total}
      score={state.score}
      picked={state.picked}
      onPick={(choice) => dispatch({ type: 'pick', choice })}
      onNext={() => dispatch({ type: 'next' })}
    />
  );
}

type QuizQuestionCardProps = {
  question: QuizQuestion;
  number: number;
  total: number;
  score: number;
  picked: number | null;
  onPick: (choice: number) => void;
  onNext: () => void;
};

/**
 * One question: its choices are radio buttons (a child may change their mind), "정답 확인" answers,
 * then the answer and the Bible verse are shown and "다음 문제" moves on.
 */
function QuizQuestionCard({ question, number, total, score, picked, onPick, onNext }: QuizQuestionCardProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const [reminded, setReminded] = useState(false);
  const answered = picked !== null;
  const name = `quiz-question-${number}`;

  // Each question is announced by moving to it; once answered, the way on is the next button.
  useEffect(() => headingRef.current?.focus(), []);
  useEffect(() => {
    if (answered) nextRef.current?.focus();
  }, [answered]);

  const check = (event: FormEvent) => {
    event.preventDefault();
    if (selected === null) setReminded(true);
    else onPick(selected);
  };

  const choiceClass = (index: number) => {
    const base =
      'flex cursor-pointer items-center gap-3 rounded-xl border-2 px-5 py-4 text-lg font-semibold transition has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600';
    if (!answered)
      return `${base} border-slate-200 bg-white text-slate-800 hover:border-brand-600 hover:bg-brand-50 has-checked:border-brand-600 has-checked:bg-brand-50`;
    if (isCorrect(question, index)) return `${base} border-emerald-600 bg-emerald-50 text-emerald-900`;
    if (index === picked) return `${base} border-red-500 bg-red-50 text-red-900`;
    return `${base} border-slate-200 bg-white text-slate-500`;
  };

  const right = picked !== null && isCorrect(question, picked);
  return (
    <section aria-labelledby={`${name}-title`}>
      <div className="flex items-center justify-between text-base font-semibold text-slate-700">
        <p>
          <span className="sr-only">문제 </span>
          {number} / {total}
        </p>
        <p>점수 {score}점</p>
      </div>
      <div aria-hidden="true" className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100">
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${(number / total) * 100}%` }} />
      </div>

      <form onSubmit={check} noValidate>
        <fieldset
          disabled={answered}
          aria-describedby={reminded && !answered ? `${name}-reminder` : undefined}
        >
          <legend className="mt-6 w-full">
            <h2
              id={`${name}-title`}
              ref={headingRef}
              tabIndex={-1}
              className="text-xl leading-relaxed font-bold text-slate-900 focus:outline-none sm:text-2xl"
            >
              {question.question}
            </h2>
          </legend>
          <div className="mt-5 grid gap-3 sm:grid-cols-2">
            {question.choices.map((choice, index) => (
              <label key={choice} className={choiceClass(index)}>
                <input
                  type="radio"
                  name={name}
                  value={index}
                  checked={(picked ?? selected) === index}
                  onChange={() => {
                    setSelected(index);
                    setReminded(false);
                  }}
                  className="size-5 shrink-0 accent-brand-600"
                />
                <span className="flex-1">{choice}</span>
                {answered && (isCorrect(question, index) || index === picked) && (
                  <span aria-hidden="true" className="shrink-0 text-sm">
                    {isCorrect(question, index) ? '정답' : '내 답'}
                  </span>
                )}
              </label>
            ))}
          </div>
        </fieldset>
        {!answered && (
          <div className="mt-6 flex flex-wrap items-center justify-end gap-3">
            {reminded && (
              <p id={`${name}-reminder`} role="alert" className="text-base font-semibold text-amber-800">
                답을 하나 골라 주세요.
              </p>
            )}
            <button type="submit" className={primaryButtonClass}>
              정답 확인
            </button>
          </div>
        )}
      </form>

      <div role="status" className="mt-6">
        {answered && (
          <div
            className={`rounded-xl px-5 py-4 ${right ? 'bg-emerald-50 text-emerald-900' : 'bg-amber-50 text-amber-900'}`}
          >
            <p className="text-lg font-bold">{right ? '정답이에요!' : '아쉬워요, 틀렸어요.'}</p>
            <p className="mt-1">
              {right ? '' : `정답: ${question.choices[question.answer]} · `}
              성경 {question.verse}
            </p>
          </div>
        )}
      </div>
      {answered && (
        <div className="mt-4 flex justify-end">
          <button ref={nextRef} type="button" className={primaryButtonClass} onClick={onNext}>
            {number < total ? '다음 문제' : '결과 보기'}
          </button>
        </div>
      )}
    </section>
  );
}

function QuizEnd({ score, total, onRestart }: { score: number; total: number; onRestart: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section aria-labelledby="quiz-end-title" className="text-center">
      <h2
        id="quiz-end-title"
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold text-slate-900 focus:outline-none"
      >
        퀴즈 끝!
      </h2>
      <p className="mt-4 text-4xl font-black text-brand-700">
        {score} / {total}
      </p>
      <p className="mt-2 text-lg text-slate-800">
        {total}문제 중 {score}문제를 맞혔어요.
      </p>
      <p className="mt-2 text-lg text-slate-700">{resultMessage(score, total)}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" className={primaryButtonClass} onClick={onRestart}>
          다시 하기
        </button>
        <Link to="/main" className={secondaryButtonClass}>
          홈으로
        </Link>
      </div>
    </section>
  );
}
