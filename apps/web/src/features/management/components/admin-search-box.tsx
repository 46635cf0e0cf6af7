import { type FormEvent, useId, useState } from 'react';
import { adminButtonClass, adminInputClass } from './admin-styles';

type AdminSearchBoxProps = {
  /** The box's accessible name (the placeholder only hints at the format). */
  label: string;
  placeholder: string;
  /** Called with the typed text when the administrator presses 검색 or Enter. */
  onSearch: (text: string) => void;
  className?: string;
};

/** A one-box search form: the text is applied only on submit, so typing does not reload the table. */
export function AdminSearchBox({
  label,
  placeholder,
  onSearch,
  className = 'flex gap-2',
}: AdminSearchBoxProps) {
  const id = useId();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };
  return (
    <form onSubmit={submit} className={className}>
      <label className="sr-only" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={adminInputClass}
        placeholder={placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className={adminButtonClass}>
        검색
      </button>
    </form>
  );
}
