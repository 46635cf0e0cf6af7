import { mallItemAdminLimits } from '@edu/shared';
import {
  adminDangerButtonClass,
  adminInputClass,
  adminLabelClass,
  adminSecondaryButtonClass,
} from '../../components/admin-styles';
import { newRowKey, type WritingDraft } from '../lib/item-draft';
import { rowsWith, rowsWithout } from '../lib/rows';
import { CountNote } from './form-fields';
import type { ItemFormKit } from './form-kit';

/** 입력형 옵션: what buyers write in when they order (새길 이름…), each required or not; at most 5. */
export function WritingOptions({ kit }: { kit: ItemFormKit }) {
  const { draft, update, idOf, invalid } = kit;
  const edit = (key: string, patch: Partial<WritingDraft>) =>
    update((current) => ({ writing: rowsWith(current.writing, key, patch) }));

  return (
    <fieldset className="min-w-0 space-y-2 border-t border-slate-200 pt-4">
      <legend className={adminLabelClass}>
        입력형 옵션 <CountNote count={draft.writing.length} max={mallItemAdminLimits.writingMax} />
      </legend>
      <p className="text-xs text-slate-600">구매자가 주문할 때 직접 입력하는 항목입니다(예: 새길 이름).</p>
      <ul className="space-y-2">
        {draft.writing.map((option, row) => {
          const n = row + 1;
          return (
            <li key={option.key} className="flex flex-wrap items-center gap-2">
              <input
                id={idOf('writing', row)}
                className={`${adminInputClass} min-w-48 flex-1`}
                autoComplete="off"
                maxLength={100}
                aria-label={`입력형 옵션 ${n} 이름`}
                placeholder="예: 새길 이름"
                value={option.name}
                {...invalid('writing', row)}
                onChange={(event) => edit(option.key, { name: event.target.value })}
              />
              <label className="flex items-center gap-1.5 text-sm text-slate-700">
                <input
                  type="checkbox"
                  checked={option.required}
                  onChange={(event) => edit(option.key, { required: event.target.checked })}
                />
                <span className="sr-only">입력형 옵션 {n} </span>필수
              </label>
              <button
                type="button"
                className={adminDangerButtonClass}
                onClick={() => update((current) => ({ writing: rowsWithout(current.writing, option.key) }))}
              >
                <span className="sr-only">입력형 옵션 {n} </span>삭제
              </button>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className={adminSecondaryButtonClass}
        disabled={draft.writing.length >= mallItemAdminLimits.writingMax}
        onClick={() =>
          update((current) => ({
            writing: [...current.writing, { key: newRowKey(), optionId: null, name: '', required: false }],
          }))
        }
      >
        입력형 옵션 추가
      </button>
    </fieldset>
  );
}
