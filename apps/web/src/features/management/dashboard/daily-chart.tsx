import { type ReactNode, useId } from 'react';

type Day = { date: string; count: number };

/** One numeric column of a chart's table (after 날짜): its heading and what a day shows under it. */
export type DayColumn<D> = { heading: string; cell: (day: D) => ReactNode };

type DayBarChartProps<D extends { date: string }> = {
  /** One entry per day, oldest first. */
  days: readonly D[];
  /** The height of a day's bar; a negative value hangs below the zero line. */
  value: (day: D) => number;
  /** A value as a bar's tooltip shows it. */
  format: (value: number) => string;
  /** The text above each non-zero bar; without it the chart marks only its highest value, on a dashed line. */
  barLabel?: (value: number) => string;
  /** The one line screen readers hear for the whole chart. */
  summary: string;
  /** The line under the chart. */
  caption: ReactNode;
  /** The table's accessible name. */
  tableCaption: string;
  columns: readonly DayColumn<D>[];
  /** What is said instead of the chart when every day is zero (without it the empty chart is drawn). */
  empty?: string;
};

const width = 600;
const height = 160;
const bottom = 20;
const top = 14;
const cellClass = 'border-b border-slate-100 px-2 py-1';
const headClass = 'border-b border-slate-300 px-2 py-1';

/** "2026-11-23" → "11.23" */
const shortDate = (date: string) => `${date.slice(5, 7)}.${date.slice(8, 10)}`;

/**
 * Registrations per day as plain SVG bars. Screen readers get a one-line summary, and everyone can
 * open the same numbers as a table.
 */
export function DailyChart({ days, title }: { days: Day[]; title: string }) {
  const total = days.reduce((sum, day) => sum + day.count, 0);
  const busiest = days.reduce<Day | null>((best, day) => (day.count > (best?.count ?? 0) ? day : best), null);
  const summary =
    `${title}: 최근 ${days.length}일 신청 ${total}건` +
    (busiest ? `, 가장 많은 날 ${busiest.date} ${busiest.count}건` : '');

  return (
    <DayBarChart
      days={days}
      value={(day) => day.count}
      format={(count) => `${count}건`}
      barLabel={String}
      summary={summary}
      caption={`최근 ${days.length}일 일별 신청 건수 (등록완료·입금대기, 이후 취소된 신청 포함) · 합계 ${total}건`}
      tableCaption={`${title} 일별 신청 건수`}
      columns={[{ heading: '신청 건수', cell: (day) => day.count }]}
      empty={`최근 ${days.length}일 동안 신청이 없습니다.`}
    />
  );
}

/**
 * Any figure per day as plain SVG bars, with a one-line summary for screen readers and the same
 * numbers (and any others) behind "표로 보기".
 */
export function DayBarChart<D extends { date: string }>({
  days,
  value,
  format,
  barLabel,
  summary,
  caption,
  tableCaption,
  columns,
  empty,
}: DayBarChartProps<D>) {
  const id = useId();
  const values = days.map(value);
  // Nothing happened in these days: a short line says so instead of a large empty chart.
  if (empty && values.every((amount) => amount === 0))
    return <p className="rounded-lg bg-slate-50 px-4 py-6 text-center text-sm text-slate-600">{empty}</p>;
  const highest = Math.max(0, ...values);
  const lowest = Math.min(0, ...values);
  const max = Math.max(1, highest);
  const range = max - lowest;
  const slot = width / Math.max(days.length, 1);
  const barWidth = Math.max(slot - 4, 2);
  const plotHeight = height - bottom - top;
  const zero = height - bottom - (-lowest / range) * plotHeight;
  const labelled = new Set([0, Math.floor((days.length - 1) / 2), days.length - 1]);

  return (
    <figure className="space-y-2">
      <svg
        role="img"
        aria-labelledby={`${id}-title`}
        viewBox={`0 0 ${width} ${height}`}
        className="h-auto w-full"
      >
        <title id={`${id}-title`}>{summary}</title>
        <line x1={0} x2={width} y1={zero} y2={zero} className="stroke-slate-300" />
        {!barLabel && highest > 0 && (
          <g>
            <line x1={0} x2={width} y1={top} y2={top} strokeDasharray="4 4" className="stroke-slate-200" />
            <text x={width} y={top - 3} textAnchor="end" className="fill-slate-500 text-[10px]">
              {format(highest)}
            </text>
          </g>
        )}
        {days.map((day, i) => {
          const amount = values[i] ?? 0;
          const barHeight = (Math.abs(amount) / range) * plotHeight;
          const x = i * slot + (slot - barWidth) / 2;
          return (
            <g key={day.date}>
              <rect
                x={x}
                y={amount < 0 ? zero : zero - barHeight}
                width={barWidth}
                height={barHeight}
                rx={2}
                className={amount < 0 ? 'fill-red-400' : 'fill-brand-600'}
              >
                <title>{`${day.date} ${format(amount)}`}</title>
              </rect>
              {barLabel && amount !== 0 && (
                <text
                  x={x + barWidth / 2}
                  y={amount < 0 ? zero + barHeight + 10 : zero - barHeight - 3}
                  textAnchor="middle"
                  className="fill-slate-600 text-[10px]"
                >
                  {barLabel(amount)}
                </text>
              )}
              {labelled.has(i) && (
                <text
                  x={x + barWidth / 2}
                  y={height - 5}
                  textAnchor={i === 0 ? 'start' : i === days.length - 1 ? 'end' : 'middle'}
                  className="fill-slate-500 text-[10px]"
                >
                  {shortDate(day.date)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption className="text-xs text-slate-500">{caption}</figcaption>
      <details className="text-sm">
        <summary className="cursor-pointer text-brand-700">표로 보기</summary>
        {/* A single figure fits a narrow table; several amounts side by side need more room. */}
        <table
          className={`mt-2 w-full ${columns.length > 1 ? 'max-w-xl' : 'max-w-xs'} border-collapse text-left text-sm`}
        >
          <caption className="sr-only">{tableCaption}</caption>
          <thead>
            <tr>
              <th scope="col" className={headClass}>
                날짜
              </th>
              {columns.map((column) => (
                <th key={column.heading} scope="col" className={`${headClass} text-right`}>
                  {column.heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <td className={cellClass}>{day.date}</td>
                {columns.map((column) => (
                  <td key={column.heading} className={`${cellClass} text-right`}>
                    {column.cell(day)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
