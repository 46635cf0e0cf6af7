import { mallLimits, mallMessages, type QuantityLimit } from '@edu/shared';
import { useId, useState } from 'react';
import { useDialog } from '@/components/ui/dialog-provider';

type QuantityStepperProps = {
  /** What is counted, for the controls' names ("유아부 / 1학기 / 교사용 수량"). */
  label: string;
  quantity: number;
  /** A new count, already within 1 and `limit.max`. */
  onChange: (quantity: number) => void;
  /** Where the count stops and why: the stock the page knows, or the most a line holds. */
  limit: QuantityLimit;
  /** The side the reason lines up with under the control. */
  align?: 'start' | 'end';
};

const stepClass =
  'flex size-9 items-center justify-center text-lg font-semibold text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-transparent';

/**
 * − count + with the count typed as well (thirty books are not thirty taps): never below 1 (the "−" at 1
 * says why), never past the limit — a larger number typed becomes the limit, and at the limit the reason
 * shows ("재고가 12개 남아 있습니다.").
 */
export function QuantityStepper({ label, quantity, onChange, limit, align = 'end' }: QuantityStepperProps) {
  const dialog = useDialog();
  const noteId = useId();
  // What is being typed while it is not a count yet (empty, or a 0).
  const [draft, setDraft] = useState<string | null>(null);
  const atLimit = quantity >= limit.max;

  const down = () => {
    if (quantity - 1 < mallLimits.minQuantity) void dialog.alert(mallMessages.quantityMin);
    else onChange(quantity - 1);
  };
  const type = (text: string) => {
    const digits = text.replace(/\D/g, '').slice(0, String(limit.max).length + 1);
    const typed = Number(digits);
    if (digits === '' || typed < mallLimits.minQuantity) {
      setDraft(digits);
      return;
    }
    setDraft(null);
    onChange(Math.min(typed, limit.max));
  };
  // Leaving the box with nothing typed keeps the count; a 0 is answered like the "−" at 1.
  const settle = () => {
    if (draft === null) return;
    setDraft(null);
    if (draft !== '') {
      onChange(mallLimits.minQuantity);
      void dialog.alert(mallMessages.quantityMin);
    }
  };

  return (
    <div className={`flex flex-col ${align === 'end' ? 'items-end text-right' : 'items-start'}`}>
      <div className="inline-flex items-center overflow-hidden rounded-lg border border-slate-300 bg-white">
        <button type="button" aria-label={`${label} 수량 줄이기`} onClick={down} className={stepClass}>
          −
        </button>
        <input
          type="text"
          inputMode="numeric"
          autoComplete="off"
          aria-label={`${label} 수량`}
          aria-describedby={noteId}
          value={draft ?? String(quantity)}
          onChange={(event) => type(event.target.value)}
          onFocus={(event) => event.target.select()}
          onBlur={settle}
          className="h-9 w-12 border-x border-slate-200 text-center text-sm font-semibold tabular-nums focus:bg-brand-50 focus:outline-none"
        />
        <button
          type="button"
          aria-label={`${label} 수량 늘리기`}
          aria-describedby={noteId}
          onClick={() => onChange(quantity + 1)}
          disabled={atLimit}
          className={stepClass}
        >
          +
        </button>
      </div>
      {/* Always there, so the reason is read out when the count reaches the limit. */}
      <p id={noteId} aria-live="polite" className="text-xs font-medium text-amber-700">
        {atLimit && <span className="mt-1 block">{limit.reason}</span>}
      </p>
    </div>
  );
}
