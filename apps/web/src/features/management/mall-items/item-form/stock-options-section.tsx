import { useId } from 'react';
import { TextBox } from '../../components/admin-field';
import { adminSecondaryButtonClass } from '../../components/admin-styles';
import { FormSection } from '../../components/form-section';
import { withLastLevelRemoved, withLevelAdded } from '../lib/combinations';
import type { OptionMode } from '../lib/item-draft';
import { groupedText } from '../lib/numbers';
import { CombinationMaker } from './combination-maker';
import { CombinationsTable } from './combinations-table';
import { RadioGroup } from './form-fields';
import type { ItemFormKit } from './form-kit';
import { WritingOptions } from './writing-options';

const modeOptions = [
  { value: 'NONE', label: '옵션 없음' },
  { value: 'TREE', label: '선택형 옵션' },
] as const satisfies readonly { value: OptionMode; label: string }[];

/**
 * 재고와 옵션 of a product: its own stock (empty = not counted), or a 선택형 옵션 (TREE) of 1–3 levels whose
 * every full path has its extra price and stock; plus 입력형 옵션 (WRITING) buyers write in (새길 이름…).
 */
export function StockOptionsSection({ kit }: { kit: ItemFormKit }) {
  const { draft, change, update, idOf, invalid } = kit;
  const modeName = useId();

  return (
    <FormSection
      title="재고와 옵션"
      description="재고는 주문이 결제를 기다리는 동안 잡아 두고, 결제되지 않으면 돌려놓습니다."
    >
      <RadioGroup
        legend="옵션 방식"
        name={modeName}
        value={draft.optionMode}
        options={modeOptions}
        hint="선택형 옵션은 구매자가 목록에서 고르는 옵션(부서, 색상 등)이고, 입력형 옵션은 구매자가 직접 적는 옵션(새길 이름 등)입니다."
        onChange={(optionMode) => change({ optionMode })}
      />
      {draft.optionMode === 'NONE' ? (
        <div className="flex flex-wrap items-end gap-4">
          <TextBox
            id={idOf('productStock')}
            label="재고"
            numeric
            className="w-full sm:w-56"
            maxLength={9}
            hint="비우면 재고를 관리하지 않습니다(무제한)."
            value={draft.productStock}
            invalid={invalid('productStock')}
            onChange={(productStock) => change({ productStock })}
          />
          {draft.productHeld > 0 && (
            <p className="pb-6 text-sm text-amber-800">주문 대기 {groupedText(draft.productHeld)}개</p>
          )}
        </div>
      ) : (
        <div className="space-y-4">
          <fieldset className="min-w-0 space-y-2">
            <legend className="text-sm font-medium text-slate-700">옵션 단계 (1~3단계)</legend>
            <div className="grid gap-3 sm:grid-cols-3">
              {draft.levels.map((level, index) => (
                <TextBox
                  // Levels are positions: the first is always level 1.
                  // biome-ignore lint/suspicious/noArrayIndexKey: a level is its position
                  key={index}
                  id={idOf('levels', index)}
                  label={`${index + 1}단계 이름`}
                  maxLength={100}
                  placeholder={index === 0 ? '예: 색상' : '예: 크기'}
                  value={level}
                  invalid={invalid('levels', index)}
                  onChange={(name) =>
                    update((current) => ({
                      levels: current.levels.map((kept, at) => (at === index ? name : kept)),
                    }))
                  }
                />
              ))}
            </div>
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                className={adminSecondaryButtonClass}
                disabled={draft.levels.length >= 3}
                onClick={() => update(withLevelAdded)}
              >
                단계 추가
              </button>
              <button
                type="button"
                className={adminSecondaryButtonClass}
                disabled={draft.levels.length <= 1}
                onClick={() => update(withLastLevelRemoved)}
              >
                마지막 단계 삭제
              </button>
            </div>
          </fieldset>
          <CombinationMaker kit={kit} />
          <CombinationsTable kit={kit} />
        </div>
      )}
      <WritingOptions kit={kit} />
    </FormSection>
  );
}
