import { useEffect, useRef } from 'react';

type CartToolbarProps = {
  selectedCount: number;
  orderableCount: number;
  allSelected: boolean;
  onSelectAll: (checked: boolean) => void;
  onDeleteSelected: () => void;
};

/** "전체 선택" (shown half-ticked when only some rows are) and "선택 삭제". */
export function CartToolbar({
  selectedCount,
  orderableCount,
  allSelected,
  onSelectAll,
  onDeleteSelected,
}: CartToolbarProps) {
  const checkbox = useRef<HTMLInputElement>(null);
  const mixed = selectedCount > 0 && !allSelected;
  useEffect(() => {
    if (checkbox.current) checkbox.current.indeterminate = mixed;
  }, [mixed]);

  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white px-4 py-2">
      <label className="flex min-h-11 cursor-pointer items-center gap-2.5 text-sm font-semibold text-slate-800">
        <input
          ref={checkbox}
          type="checkbox"
          checked={allSelected}
          disabled={orderableCount === 0}
          onChange={(event) => onSelectAll(event.target.checked)}
          className="size-5 cursor-pointer accent-brand-600"
        />
        전체 선택
        <span className="font-normal text-slate-500 tabular-nums">
          ({selectedCount}/{orderableCount})
        </span>
      </label>
      <button
        type="button"
        onClick={onDeleteSelected}
        className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100"
      >
        선택 삭제
      </button>
    </div>
  );
}
