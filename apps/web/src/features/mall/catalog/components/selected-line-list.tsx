import { quantityLimit } from '@edu/shared';
import { CloseIcon } from '@/components/ui/icons';
import { formatWon } from '@/lib/format-won';
import { lineTitle, lineTotal, type SelectedLine } from '../lib/selected-lines';
import { QuantityStepper } from './quantity-stepper';

type SelectedLineListProps = {
  lines: readonly SelectedLine[];
  /** A line's new count (within 1 and its stock). */
  onChange: (key: string, quantity: number) => void;
  onRemove: (key: string) => void;
};

/** The chosen option lines, each with its count, amount and a remove button. */
export function SelectedLineList({ lines, onChange, onRemove }: SelectedLineListProps) {
  if (lines.length === 0) return null;
  return (
    <ul aria-label="선택한 옵션" className="space-y-2">
      {lines.map((line) => {
        const title = lineTitle(line);
        return (
          <li key={line.key} className="rounded-xl bg-slate-50 p-3 sm:p-4">
            <div className="flex items-start justify-between gap-3">
              <p className="min-w-0 text-sm font-medium break-all text-slate-800">{title}</p>
              <button
                type="button"
                aria-label={`${title} 삭제`}
                onClick={() => onRemove(line.key)}
                className="-mt-1 -mr-1 shrink-0 rounded-lg p-1.5 text-slate-500 hover:bg-slate-200 hover:text-slate-900"
              >
                <CloseIcon className="size-4" />
              </button>
            </div>
            <div className="mt-2 flex items-start justify-between gap-3">
              <QuantityStepper
                label={title}
                quantity={line.quantity}
                onChange={(quantity) => onChange(line.key, quantity)}
                limit={quantityLimit(line.stock)}
                align="start"
              />
              <p className="pt-2 text-sm font-bold text-slate-900 tabular-nums">
                {formatWon(lineTotal(line))}
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
