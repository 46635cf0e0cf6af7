import { type FormEvent, useRef, useState } from 'react';
import { inputClass, labelClass } from '@/components/form/form-styles';
import { useDialog } from '@/components/ui/dialog-provider';
import { type DateRange, dateRangeProblem, defaultOrderRange, koreanToday } from '../lib/order-date-range';

type OrderRangeFormProps = {
  /** The range being shown (from the address). */
  range: DateRange;
  onSearch: (range: DateRange) => void;
};

/** 조회 기간: two dates up to today in Korea and a 조회 button; a reversed range is refused with an alert. */
export function OrderRangeForm({ range, onSearch }: OrderRangeFormProps) {
  const dialog = useDialog();
  const [startDate, setStartDate] = useState(range.startDate);
  const [endDate, setEndDate] = useState(range.endDate);
  const startRef = useRef<HTMLInputElement>(null);
  const endRef = useRef<HTMLInputElement>(null);
  const today = koreanToday();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // A cleared date falls back to the default one of that side.
    const fallback = defaultOrderRange();
    const chosen = { startDate: startDate || fallback.startDate, endDate: endDate || fallback.endDate };
    const problem = dateRangeProblem(chosen, today);
    if (problem) {
      const field = chosen.startDate > today || chosen.startDate > chosen.endDate ? startRef : endRef;
      field.current?.focus();
      await dialog.alert(problem);
      field.current?.focus();
      return;
    }
    setStartDate(chosen.startDate);
    setEndDate(chosen.endDate);
    onSearch(chosen);
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="조회 기간"
      className="flex flex-wrap items-end gap-3 rounded-2xl border border-slate-200 bg-slate-50 p-4"
    >
      <label className={`${labelClass} min-w-36 flex-1 sm:flex-none`}>
        시작일
        <input
          ref={startRef}
          type="date"
          lang="ko"
          name="startDate"
          max={today}
          value={startDate}
          onChange={(event) => setStartDate(event.target.value)}
          className={`${inputClass} bg-white`}
        />
      </label>
      <span aria-hidden="true" className="hidden pb-3 text-slate-500 sm:inline">
        ~
      </span>
      <label className={`${labelClass} min-w-36 flex-1 sm:flex-none`}>
        종료일
        <input
          ref={endRef}
          type="date"
          lang="ko"
          name="endDate"
          max={today}
          value={endDate}
          onChange={(event) => setEndDate(event.target.value)}
          className={`${inputClass} bg-white`}
        />
      </label>
      <button
        type="submit"
        className="w-full rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 sm:w-auto"
      >
        조회
      </button>
    </form>
  );
}
