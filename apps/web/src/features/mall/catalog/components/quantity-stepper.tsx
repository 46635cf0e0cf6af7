type QuantityStepperProps = {
  /** What is counted, for the buttons' names ("유아부 / 1학기 / 교사용 수량 늘리기"). */
  label: string;
  quantity: number;
  /** Asked for one step down (−1) or up (+1); the caller says no below 1 (spec §5). */
  onStep: (delta: -1 | 1) => void;
  /** At this count "+" stops (the stock of a simple product). */
  max?: number;
};

const stepClass =
  'flex size-9 items-center justify-center text-lg font-semibold text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-transparent';

/** − count + : the count never goes below 1 (the "−" at 1 says why instead of doing nothing). */
export function QuantityStepper({ label, quantity, onStep, max }: QuantityStepperProps) {
  return (
    <div className="inline-flex items-center overflow-hidden rounded-lg border border-slate-300 bg-white">
      <button
        type="button"
        aria-label={`${label} 수량 줄이기`}
        onClick={() => onStep(-1)}
        className={stepClass}
      >
        −
      </button>
      <output
        aria-label={`${label} 수량`}
        className="min-w-10 text-center text-sm font-semibold tabular-nums"
      >
        {quantity}
      </output>
      <button
        type="button"
        aria-label={`${label} 수량 늘리기`}
        onClick={() => onStep(1)}
        disabled={max !== undefined && quantity >= max}
        className={stepClass}
      >
        +
      </button>
    </div>
  );
}
