import type { ItemOption } from '@edu/shared';
import { type FormEvent, useId, useState } from 'react';
import { useDialog } from '@/components/ui/dialog-provider';
import { withObjectParticle } from '../lib/josa';
import { extraPriceLabel } from '../lib/money';

/** Longest text a writing option takes here; the cart keeps it as the line's message. */
export const writingMaxLength = 100;

type WritingOptionInputProps = {
  option: ItemOption;
  /** Answers false when the line was refused (a text of this option is already chosen). */
  onAdd: (message: string) => boolean;
};

/** A WRITING option: the text is added as a line by Enter or "추가" (spec §5). */
export function WritingOptionInput({ option, onAdd }: WritingOptionInputProps) {
  const dialog = useDialog();
  const id = useId();
  const [text, setText] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = text.trim();
    if (!message) {
      void dialog.alert(`${withObjectParticle(option.optionName)} 입력해 주세요.`);
      return;
    }
    if (onAdd(message)) setText('');
  };

  return (
    <form onSubmit={submit} className="space-y-1.5">
      <WritingOptionLabel htmlFor={id} option={option} />
      <div className="flex gap-2">
        <input
          id={id}
          value={text}
          maxLength={writingMaxLength}
          onChange={(event) => setText(event.target.value)}
          enterKeyHint="done"
          className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm focus:border-brand-600 focus:outline-none"
        />
        <button
          type="submit"
          className="shrink-0 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100"
        >
          추가
        </button>
      </div>
    </form>
  );
}

/** A WRITING option's name, whether it must be filled in, and what its text adds to each unit. */
export function WritingOptionLabel({ htmlFor, option }: { htmlFor: string; option: ItemOption }) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-semibold text-slate-800">
      {option.optionName}
      <span className="ml-1 font-normal text-slate-500">
        {option.required ? '(필수)' : '(선택)'}
        {option.extraPrice > 0 && ` ${extraPriceLabel(option.extraPrice)}`}
      </span>
    </label>
  );
}
