import { useId, useState } from 'react';
import { adminInputClass, adminLabelClass, adminSecondaryButtonClass } from '../../components/admin-styles';
import { combinationMessages, expandCombinations } from '../lib/combinations';
import type { ItemFormKit } from './form-kit';

/** 조합 만들기: values per level, comma-separated; every combination the table lacks is added to it. */
export function CombinationMaker({ kit }: { kit: ItemFormKit }) {
  const { draft, update } = kit;
  const id = useId();
  const [texts, setTexts] = useState<string[]>([]);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const textOf = (index: number) => texts[index] ?? '';

  const make = () => {
    const expansion = expandCombinations(
      draft.levels.map((_, index) => textOf(index)),
      draft.combinations,
    );
    if (!expansion.ok) {
      setOutcome({ ok: false, text: expansion.problem });
      return;
    }
    update((current) => ({ combinations: [...current.combinations, ...expansion.added] }));
    setOutcome({ ok: true, text: combinationMessages.made(expansion.added.length) });
  };

  return (
    <fieldset className="min-w-0 space-y-3 rounded-lg border border-dashed border-slate-300 bg-slate-50 p-3">
      {/* Floated, the legend sits inside the frame like a heading instead of on its border. */}
      <legend className="float-left w-full text-sm font-semibold text-slate-800">조합 만들기</legend>
      <p className="clear-both text-xs text-slate-600">
        단계마다 값을 쉼표로 구분해 입력하면 표에 없는 조합을 모두 추가합니다(추가 금액 0원, 재고 0개).
      </p>
      <div className="grid gap-3 sm:grid-cols-3">
        {draft.levels.map((level, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a level is its position
          <div key={index} className="flex flex-col gap-1">
            <label htmlFor={`${id}-${index}`} className={adminLabelClass}>
              {index + 1}단계 값
              {level.trim() && <span className="font-normal text-slate-500"> ({level.trim()})</span>}
            </label>
            <input
              id={`${id}-${index}`}
              className={adminInputClass}
              autoComplete="off"
              placeholder={index === 0 ? '예: 빨강, 파랑' : '예: S, M, L'}
              value={textOf(index)}
              onChange={(event) =>
                setTexts((current) => {
                  const next = draft.levels.map((_, at) => current[at] ?? '');
                  next[index] = event.target.value;
                  return next;
                })
              }
            />
          </div>
        ))}
      </div>
      <button type="button" className={adminSecondaryButtonClass} onClick={make}>
        조합 만들기
      </button>
      <p role="status" className="text-sm font-medium text-emerald-700">
        {outcome?.ok ? outcome.text : ''}
      </p>
      {outcome && !outcome.ok && (
        <p role="alert" className="text-sm text-red-700">
          {outcome.text}
        </p>
      )}
    </fieldset>
  );
}
