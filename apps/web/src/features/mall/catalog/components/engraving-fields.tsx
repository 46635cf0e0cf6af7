import type { ItemOption } from '@edu/shared';
import { useId } from 'react';
import { WritingOptionLabel, writingMaxLength } from './writing-option-input';

type EngravingFieldsProps = {
  options: readonly ItemOption[];
  /** The text typed for each option, by option id. */
  texts: Readonly<Record<number, string>>;
  onChange: (optionId: number, text: string) => void;
};

/**
 * The WRITING options of an item with a TREE: typed before the path is chosen, the texts go on the line
 * that choice makes (an engraving of those units, not a unit of its own), each with its extra per unit.
 */
export function EngravingFields({ options, texts, onChange }: EngravingFieldsProps) {
  return (
    <div className="space-y-3">
      <p className="text-xs text-slate-500">
        문구를 먼저 입력한 뒤 옵션을 고르면, 고른 옵션에 문구가 함께 담깁니다.
      </p>
      {options.map((option) => (
        <EngravingField
          key={option.optionId}
          option={option}
          text={texts[option.optionId] ?? ''}
          onChange={(text) => onChange(option.optionId, text)}
        />
      ))}
    </div>
  );
}

function EngravingField({
  option,
  text,
  onChange,
}: {
  option: ItemOption;
  text: string;
  onChange: (text: string) => void;
}) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <WritingOptionLabel htmlFor={id} option={option} />
      <input
        id={id}
        value={text}
        maxLength={writingMaxLength}
        onChange={(event) => onChange(event.target.value)}
        className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm focus:border-brand-600 focus:outline-none"
      />
    </div>
  );
}
