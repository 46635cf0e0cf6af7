import { type KeyboardEvent, useState } from 'react';
import { adminInputClass, adminLabelClass } from '../../components/admin-styles';
import { tagLimits, tagsWithAdded } from '../lib/tags';

type Props = { id: string; tags: string[]; onChange: (tags: string[]) => void };

/** 태그: typed and added as chips with a comma or Enter (or on leaving the box); each chip has its 삭제. */
export function TagInput({ id, tags, onChange }: Props) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState('');

  const add = (typed: string) => {
    const added = tagsWithAdded(tags, typed);
    setProblem(added.problem ?? '');
    if (added.tags.length !== tags.length) onChange(added.tags);
  };

  const type = (value: string) => {
    const comma = value.lastIndexOf(',');
    if (comma < 0) {
      setText(value);
      return;
    }
    add(value.slice(0, comma));
    setText(value.slice(comma + 1).trimStart());
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter ends a Korean syllable first while it is being composed: only a plain Enter adds.
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    add(text);
    setText('');
  };

  return (
    <div className="flex flex-col gap-1 sm:col-span-2">
      <label htmlFor={id} className={adminLabelClass}>
        태그
      </label>
      {tags.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label="입력한 태그">
          {tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-0.5 pr-1 pl-2.5 text-sm text-slate-800"
            >
              {tag}
              <button
                type="button"
                className="rounded-full px-1.5 text-slate-500 hover:bg-slate-200 hover:text-slate-900"
                aria-label={`태그 ${tag} 삭제`}
                onClick={() => onChange(tags.filter((kept) => kept !== tag))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={id}
        className={adminInputClass}
        value={text}
        autoComplete="off"
        maxLength={200}
        placeholder="예: 유아부, 성탄절"
        disabled={tags.length >= tagLimits.count && !text}
        aria-describedby={`${id}-hint`}
        onChange={(event) => type(event.target.value)}
        onKeyDown={keyDown}
        onBlur={() => {
          if (!text.trim()) return;
          add(text);
          setText('');
        }}
      />
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        쉼표(,)나 Enter로 추가합니다. 검색에 쓰입니다. ({tags.length}/{tagLimits.count})
      </p>
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
    </div>
  );
}
