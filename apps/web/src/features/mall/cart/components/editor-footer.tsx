import { useId } from 'react';
import { formatWon } from '@/lib/format-won';

type EditorFooterProps = {
  total: number;
  free: boolean;
  saving: boolean;
  onSave: () => void;
  onClose: () => void;
};

/** The popup's running total and its 닫기 / 저장 buttons. */
export function EditorFooter({ total, free, saving, onSave, onClose }: EditorFooterProps) {
  const totalId = useId();
  return (
    <div className="space-y-4">
      <div className="flex items-baseline justify-between gap-3 border-t border-slate-200 pt-4">
        <span id={totalId} className="text-sm font-semibold text-slate-700">
          변경 후 금액
        </span>
        <output
          aria-labelledby={totalId}
          aria-live="polite"
          className="text-xl font-black text-slate-900 tabular-nums"
        >
          {free && total === 0 ? '무료' : formatWon(total)}
        </output>
      </div>
      <div className="grid grid-cols-2 gap-2">
        <button
          type="button"
          onClick={onClose}
          className="rounded-xl border border-slate-300 bg-white px-4 py-3 font-semibold text-slate-700 hover:bg-slate-100"
        >
          닫기
        </button>
        <button
          type="button"
          onClick={onSave}
          aria-busy={saving || undefined}
          className="rounded-xl bg-brand-600 px-4 py-3 font-bold text-white hover:bg-brand-700 aria-busy:opacity-60"
        >
          {saving ? '저장 중…' : '저장'}
        </button>
      </div>
    </div>
  );
}
