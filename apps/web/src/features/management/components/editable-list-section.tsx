import { type ReactNode, useId } from 'react';
import { adminButtonClass, adminSectionTitleClass } from './admin-styles';

type Props = {
  title: string;
  /** The button that opens the dialog for a new one ("브랜드 추가"). */
  addLabel: string;
  onAdd: () => void;
  /** The last outcome (saved, deleted), said politely above the list. */
  notice: string;
  children: ReactNode;
};

/**
 * A list the administrator adds to and edits in a dialog (brands, warehouses, categories): its heading
 * with the add button, then the status line that announces each save, then the list itself.
 */
export function EditableListSection({ title, addLabel, onAdd, notice, children }: Props) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className={adminSectionTitleClass}>
          {title}
        </h3>
        <button type="button" className={adminButtonClass} onClick={onAdd}>
          {addLabel}
        </button>
      </div>
      <p role="status" className="text-sm font-medium text-emerald-700">
        {notice}
      </p>
      {children}
    </section>
  );
}
